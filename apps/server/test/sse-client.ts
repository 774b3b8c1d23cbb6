// A minimal Server-Sent Events reader for tests: connects over real HTTP and collects frames.
import http from 'node:http';

export interface SseFrame {
  id?: string;
  type: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  frames: SseFrame[];
  /** Resolves with the first frame (already received or coming) that matches. */
  next(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const frames: SseFrame[] = [];
      const waiters: Array<{ match: (f: SseFrame) => boolean; resolve: (f: SseFrame) => void }> = [];
      let buffer = '';
      let endResolve!: () => void;
      const ended = new Promise<void>((r) => (endResolve = r));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue; // a comment (heartbeat) or the retry line
          const body = JSON.parse(data.join('\n')) as { type: string; data: unknown };
          const frame = { id, type: body.type, data: body.data };
          frames.push(frame);
          for (const waiter of [...waiters]) {
            if (waiter.match(frame)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(frame);
            }
          }
        }
      });
      response.on('end', endResolve);
      response.on('close', endResolve);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        frames,
        ended,
        next(match, timeoutMs = 5000) {
          const found = frames.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('no matching live event arrived')), timeoutMs);
            waiters.push({
              match,
              resolve: (f) => {
                clearTimeout(timer);
                res(f);
              },
            });
          });
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}

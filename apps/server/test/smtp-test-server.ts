// A real SMTP server for tests (smtp-server): records what arrives and can refuse the next messages.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The whole message as it arrived (headers and body). */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedEmail[];
  /** Answers the next `count` messages with this SMTP code (e.g. 451 try later, 550 refused). */
  refuseNext(count: number, responseCode: number): void;
  close(): Promise<void>;
}

export async function startSmtpTestServer(opts: { port?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedEmail[] = [];
  let refusals: { count: number; responseCode: number } = { count: 0, responseCode: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = Object.assign(new Error('Refused by the test server'), {
            responseCode: refusals.responseCode,
          });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, responseCode) {
      refusals = { count, responseCode };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

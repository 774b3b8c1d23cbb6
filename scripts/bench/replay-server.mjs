// The yardstick: bare node:http answering every request with one recorded response (status, headers
// and body bytes as BoiBazar sent them). `node replay-server.mjs <port> <recorded.json>`
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
// Framing headers are node:http's business; everything else goes out as recorded.
const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const headers = recorded.headers.filter(([name]) => !skip.has(name.toLowerCase())).flat();
headers.push('content-length', String(body.length));

http
  .createServer((_request, response) => {
    response.writeHead(recorded.status, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

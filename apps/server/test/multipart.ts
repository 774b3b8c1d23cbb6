// A multipart/form-data body with one file field, as a browser's photo upload sends it.
import { randomBytes } from 'node:crypto';

export function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----boibazar${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

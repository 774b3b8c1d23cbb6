// The photo of a multipart upload, read whole, or refused: nothing cut short at the size limit ever
// reaches the decoder or the store (docs/decisions/200-probe-holes.md).
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

const tooLarge = () =>
  new AppError('PHOTO_TOO_LARGE', `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);

/**
 * The one file of a multipart/form-data request (at most MAX_PHOTO_BYTES: the limit the multipart
 * plugin is registered with in routes.ts).
 *
 * NOTE: not @fastify/multipart's toBuffer(). Busboy stops a file at the limit by marking the stream
 * `truncated` without pushing more bytes when the limit falls exactly on a chunk boundary, and toBuffer()
 * only looks at the flag when a chunk arrives, so such a body came back as the first 8 MB, "complete",
 * and was stored (issue 25: about half of 30 MB uploads sent as a header chunk then 64 KiB chunks). The
 * flag is read here once the stream has ended, when busboy has decided.
 */
export async function photoBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('PHOTO_TYPE_UNSUPPORTED', 'Send the photo as multipart/form-data');
  const file = await request.file();
  if (!file) throw new AppError('PHOTO_MISSING', 'No photo was sent');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Keep reading to the end (the request must be drained either way) but stop keeping bytes.
    if (size <= MAX_PHOTO_BYTES) chunks.push(chunk);
  }
  if (file.file.truncated || size > MAX_PHOTO_BYTES) throw tooLarge();
  return Buffer.concat(chunks, size);
}

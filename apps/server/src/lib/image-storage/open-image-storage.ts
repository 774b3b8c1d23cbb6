// The image storage the configuration names: the local uploads folder, or an S3-compatible bucket.
import type { Config } from '../../config.ts';
import { localImageStorage, type ImageStorage } from './image-storage.ts';

export async function openImageStorage(
  store: Config['imageStore'],
): Promise<ImageStorage & { close(): void }> {
  if (store.kind === 'local') return { ...localImageStorage(store.dir), close: () => undefined };
  // NOTE: loaded only when configured: the AWS SDK is large and would slow every start without a bucket.
  const { s3ImageStorage } = await import('./s3-image-storage.ts');
  const s3 = s3ImageStorage(store);
  return { ...s3, close: () => s3.destroy() };
}

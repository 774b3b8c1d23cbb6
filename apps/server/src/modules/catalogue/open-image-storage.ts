// The image storage the configuration names: the local uploads folder, or an S3-compatible bucket.
import type { Config } from '../../config.ts';
import { localImageStorage, type ImageStorage } from './image-storage.ts';
import { s3ImageStorage } from './s3-image-storage.ts';

export function openImageStorage(store: Config['imageStore']): ImageStorage & { close(): void } {
  if (store.kind === 'local') return { ...localImageStorage(store.dir), close: () => undefined };
  const s3 = s3ImageStorage(store);
  return { ...s3, close: () => s3.destroy() };
}

// Where photos are kept: the local uploads folder or an S3-compatible bucket (decisions 191, 411). Infrastructure
// like the database: the catalogue writes photos through it, the web plugin serves them, readiness checks it.
export {
  contentTypeOf,
  IMAGE_CACHE_CONTROL,
  type ImageStorage,
  keyOfUrl,
  safeKey,
  type StoredImage,
  uploadHeaders,
} from './image-storage.ts';
export { openImageStorage } from './open-image-storage.ts';

// Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), so every instance sees every upload.
// Browsers still load them from /uploads/<key> on our origin; the app streams them (decision 191).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { IMAGE_CACHE_CONTROL, contentTypeOf, safeKey, type ImageStorage } from './image-storage.ts';

type S3Store = Extract<Config['imageStore'], { kind: 's3' }>;

function checkedKey(key: string): string {
  if (!safeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3ImageStorage(store: S3Store): ImageStorage & { destroy(): void } {
  const client = new S3Client({
    region: store.region,
    endpoint: store.endpoint,
    forcePathStyle: store.forcePathStyle,
    credentials: store.credentials,
    // NOTE: the SDK's newer default checksums are not understood by every S3-compatible store
    // (older MinIO, R2 in places); sending them only where S3 requires them works everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = store.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    url: (key) => `/uploads/${checkedKey(key)}`,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    destroy: () => client.destroy(),
  };
}

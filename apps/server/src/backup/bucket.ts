// Backups copied to an S3-compatible bucket (decision 411): each new backup file is put under
// BACKUP_S3_PREFIX, the bucket keeps the newest BACKUP_KEEP like the folder does, and a restore may name
// `s3://bucket/key` instead of a file.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Location } from '../config.ts';

/**
 * The S3 client library, loaded at the first copy or download: evaluating it cost the server's start about
 * 100 ms of CPU, and most servers copy no backup to a bucket (decision 515).
 */
const s3 = () => import('./s3-commands.ts');

type Bucket = S3Location & { prefix: string };

async function clientFor(location: S3Location): Promise<S3Client> {
  const { S3Client } = await s3();
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/** `s3://bucket/key` for a key in the bucket. */
export const bucketAddress = (bucket: string, key: string) => `s3://${bucket}/${key}`;

/** Puts `file` into the bucket under its prefix; removes all but the newest `keep` there; answers both. */
export async function copyToBucket(
  bucket: Bucket,
  file: string,
  keep: number,
  isBackup: (name: string) => boolean,
): Promise<{ address: string; removed: string[] }> {
  const { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } = await s3();
  const client = await clientFor(bucket);
  try {
    const key = `${bucket.prefix}${path.basename(file)}`;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: (await fs.promises.stat(file)).size,
        ContentType: 'application/gzip',
      }),
    );
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: bucket.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(bucket.prefix.length);
        if (!name.includes('/') && isBackup(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // The names sort by time, as in the folder.
    const old = names.sort().slice(0, Math.max(0, names.length - keep));
    if (old.length > 0)
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket.bucket,
          Delete: { Objects: old.map((name) => ({ Key: `${bucket.prefix}${name}` })) },
        }),
      );
    return {
      address: bucketAddress(bucket.bucket, key),
      removed: old.map((name) => bucketAddress(bucket.bucket, `${bucket.prefix}${name}`)),
    };
  } finally {
    client.destroy();
  }
}

/** Splits `s3://bucket/key`; undefined for anything else. */
export function parseBucketAddress(address: string): { bucket: string; key: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(address);
  return match ? { bucket: match[1]!, key: match[2]! } : undefined;
}

/** Downloads `key` of `bucket` (reached the way `location` says) to `file`. */
export async function downloadFromBucket(
  location: S3Location,
  bucket: string,
  key: string,
  file: string,
): Promise<void> {
  const { GetObjectCommand } = await s3();
  const client = await clientFor({ ...location, bucket });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    await pipeline(object.Body as Readable, fs.createWriteStream(file));
  } finally {
    client.destroy();
  }
}

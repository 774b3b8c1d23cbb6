// Where uploaded photos live: the local folder (the default) or an S3-compatible bucket when several
// instances must see the same photos. Only this interface is used elsewhere (decisions 021 and 191).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredImage {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

/** How every stored photo is cached by browsers and proxies: its key never changes meaning. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface ImageStorage {
  /** The folder the images are files in, when they are on this machine (served from disk). */
  localDir?: string;
  /** Stores the bytes under a key such as `books/<id>.webp`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The address browsers load the image from. */
  url(key: string): string;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The image's bytes, or undefined when there is none (a remote store; local files are served from disk). */
  get(key: string): Promise<StoredImage | undefined>;
  /** Throws when the store cannot be reached or written (readiness). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

const PHOTO_TYPES = new Set(Object.values(CONTENT_TYPES));

/**
 * The headers of every file served from /uploads (local folder or bucket; decision 200): no policy lets
 * it run or load anything, its type is never guessed, and whatever is not one of our photo types is sent
 * as a download of bytes, never as a page on our origin. An <img> still shows a photo.
 */
export function uploadHeaders(storedType: string): Record<string, string> {
  const photo = PHOTO_TYPES.has(storedType.split(';')[0]!.trim().toLowerCase());
  return {
    'content-type': photo ? storedType : 'application/octet-stream',
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
    ...(photo ? {} : { 'content-disposition': 'attachment' }),
  };
}

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under DATA_DIR/uploads, served by plugins/static-web.ts at /uploads/ with a one-year cache. */
export function localImageStorage(uploadsDir: string): ImageStorage {
  const fileOf = (key: string) => path.join(uploadsDir, ...checkedKey(key).split('/'));
  return {
    localDir: uploadsDir,
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a half-written file is never served.
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    url: (key) => `/uploads/${checkedKey(key)}`,
    async exists(key) {
      try {
        await fs.access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        return {
          body: createReadStream(file),
          contentType: contentTypeOf(key),
          contentLength: stat.size,
          lastModified: stat.mtime,
        };
      } catch {
        return undefined;
      }
    },
    async check() {
      await fs.mkdir(uploadsDir, { recursive: true });
      await fs.access(uploadsDir, fs.constants.W_OK);
    },
  };
}

/** A stored image's key checked for safety, or undefined when it could not be one. */
export function safeKey(key: string): string | undefined {
  return SAFE_KEY.test(key) ? key : undefined;
}

/** The storage key of a URL that url() produced, or undefined for anything else. */
export function keyOfUrl(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  const key = url.slice('/uploads/'.length);
  return SAFE_KEY.test(key) ? key : undefined;
}

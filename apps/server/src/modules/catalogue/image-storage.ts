// Where uploaded photos live. Only this interface is used elsewhere, so an S3-compatible store can
// replace the local folder later (docs/decisions/021-photo-uploads.md).
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ImageStorage {
  /** Stores the bytes under a key such as `books/<id>.webp`. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The address browsers load the image from. */
  url(key: string): string;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under DATA_DIR/uploads, served by plugins/static-web.ts at /uploads/ with a one-year cache. */
export function localImageStorage(uploadsDir: string): ImageStorage {
  const fileOf = (key: string) => path.join(uploadsDir, ...checkedKey(key).split('/'));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a half-written file is never served.
      const partial = `${file}.${process.pid}.partial`;
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
  };
}

/** The storage key of a URL that url() produced, or undefined for anything else. */
export function keyOfUrl(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  const key = url.slice('/uploads/'.length);
  return SAFE_KEY.test(key) ? key : undefined;
}

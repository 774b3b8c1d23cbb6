import { cataloguePaths } from '@boibazar/shared/paths';
import type { UploadedImage } from '@boibazar/shared/catalogue';
import { apiUpload } from '#app/lib/api-client.ts';

/** A profile photo before the account exists (sign-up), through the server's photo pipeline. */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<UploadedImage>(cataloguePaths.avatar, form, onProgress);
}

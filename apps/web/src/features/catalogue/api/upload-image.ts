import { cataloguePaths } from '@boibazar/shared/paths';
import type { UploadedImage } from '@boibazar/shared/catalogue';
import { apiUpload } from '#app/lib/api-client.ts';

export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<UploadedImage>(cataloguePaths.uploads, form, onProgress);
}

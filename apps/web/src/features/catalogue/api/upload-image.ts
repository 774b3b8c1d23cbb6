import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints, UploadedImage } from '@boibazar/shared/catalogue';
import { callUpload } from '#app/lib/call-endpoint.ts';

export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return callUpload<typeof catalogueEndpoints.upload>(catalogueRoutes.upload, undefined, form, onProgress);
}

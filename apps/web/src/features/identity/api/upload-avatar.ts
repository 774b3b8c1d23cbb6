import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints, UploadedImage } from '@boibazar/shared/catalogue';
import { callUpload } from '#app/lib/call-endpoint.ts';

/** A profile photo before the account exists (sign-up), through the server's photo pipeline. */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return callUpload<typeof catalogueEndpoints.avatar>(catalogueRoutes.avatar, undefined, form, onProgress);
}

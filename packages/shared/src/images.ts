// One rule for every image address a person gives us (book covers, profile photos): one of our own
// uploads or an https address on a public host. Server and web both check it (docs/decisions/008).
import type { z } from 'zod';

const PRIVATE_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.\d+\.\d+|\[.*\])$/i;
/** The largest photo POST /api/uploads takes; the web refuses bigger ones before sending (8 MB). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** An uploaded photo as POST /api/uploads answers it. */
export const UPLOADED_IMAGE = /^\/uploads\/books\/[a-f0-9]{24}\.webp$/;

/**
 * Why an image reference is refused, or undefined when it is fine: either one of our uploads or an https
 * address on a public host. The server never fetches it; this protects the browsers that will show it.
 */
export function imageProblem(image: string): string | undefined {
  if (UPLOADED_IMAGE.test(image)) return undefined;
  let url: URL;
  try {
    url = new URL(image);
  } catch {
    return 'Photo must be an uploaded photo or an https:// address';
  }
  if (url.protocol !== 'https:') return 'Photo must be an uploaded photo or an https:// address';
  if (url.username || url.password) return 'Photo address must not contain a user name or password';
  const host = url.hostname.replace(/\.$/, '');
  if (PRIVATE_HOST.test(host) || /^\d+$/.test(host) || !host.includes('.'))
    return 'Photo address must be on a public web host';
  return undefined;
}

/** For zod's superRefine on any image field. */
export function refuseBadImage(image: string, ctx: z.RefinementCtx): void {
  const problem = imageProblem(image);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

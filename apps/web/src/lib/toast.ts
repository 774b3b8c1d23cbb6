// All notices go through react-hot-toast with the spec's timings (§9).
import toast from 'react-hot-toast';

export const TOAST_LIMIT = 20;
export const toastOptions = {
  duration: 4000, // blank and error notices
  success: { duration: 2000 },
  error: { duration: 4000 },
} as const;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
};

/**
 * The ids of the notices to dismiss so that at most `limit` stay on screen: the oldest visible ones.
 * `toasts` is in the toaster store's order, newest first.
 */
export function toastsOverLimit(
  toasts: ReadonlyArray<{ id: string; visible: boolean }>,
  limit = TOAST_LIMIT,
): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}

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

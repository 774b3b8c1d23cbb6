import { lazyDialog } from '#app/components/ui/lazy-dialog.tsx';

/** The booking form, loaded when a reader first presses Book Now. */
export const BookingModal = lazyDialog(() => import('./BookingModal.tsx').then((m) => m.BookingModal));

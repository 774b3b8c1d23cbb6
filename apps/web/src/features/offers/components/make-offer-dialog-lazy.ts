import { lazyDialog } from '#app/components/ui/lazy-dialog.tsx';

/** The make-an-offer form, loaded when a reader first presses Make an offer. */
export const MakeOfferDialog = lazyDialog(() =>
  import('./MakeOfferDialog.tsx').then((m) => m.MakeOfferDialog),
);

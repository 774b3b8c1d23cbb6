import { lazyDialog } from '#app/components/ui/lazy-dialog.tsx';

/** The exchange offer form, loaded when a seller first presses Offer an exchange. */
export const OfferExchangeDialog = lazyDialog(() =>
  import('./OfferExchangeDialog.tsx').then((m) => m.OfferExchangeDialog),
);

// What the offer's rules read from the configuration (README's table; decision 250).
export interface OfferSettings {
  minPercent: number;
  expiresMs: number;
  payWithinMs: number;
}

export const OFFER_JOBS = { expire: 'offers.expire', paymentDue: 'offers.payment-due' } as const;

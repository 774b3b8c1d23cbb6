// The one way to open a card payment for something that may already have one (an order, an exchange's
// top-up): reuse the open intent while the provider still holds it for the same amount, otherwise open a new
// one; when a parallel request stored its intent first, drop ours and answer with that one.
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface CardIntentPlace {
  /** The open intent stored for this subject, if any. */
  findOpen(): Promise<{ id: string } | undefined>;
  /** Marks a stored intent that can no longer be used as cancelled. */
  dropStored(intentId: string): Promise<unknown>;
  /** Stores the new intent; a unique violation means a parallel request stored one first. */
  store(intentId: string): Promise<unknown>;
}

/** Answers the client secret of the subject's card payment of `amount` (poisha). */
export async function openCardIntent(
  provider: PaymentProvider,
  intentFor: { bookingId: string; bookId: string; email: string; amount: number },
  place: CardIntentPlace,
): Promise<string> {
  const existing = await place.findOpen();
  if (existing) {
    const remote = await provider.retrieveIntent(existing.id);
    if (remote?.clientSecret && remote.amount === intentFor.amount && remote.status !== 'canceled')
      return remote.clientSecret;
    await place.dropStored(existing.id);
  }

  const intent = await provider.createIntent(intentFor);
  try {
    await place.store(intent.id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await provider.cancelIntent(intent.id);
    const winner = await place.findOpen();
    const remote = winner && (await provider.retrieveIntent(winner.id));
    if (!remote?.clientSecret)
      throw conflict('CHANGED_MEANWHILE', 'The payment is being prepared; try again');
    return remote.clientSecret;
  }
  if (!intent.clientSecret) throw new Error('The payment provider returned no client secret');
  return intent.clientSecret;
}

// What a person typed as an amount of Taka ('৭৫০', '1,200', ' 600 '), checked as the server checks it.
import { toLatinDigits } from '@boibazar/shared/digits';
import { AMOUNT_NOT_A_NUMBER, offerAmountSchema } from '@boibazar/shared/offers';

/** The whole Taka typed, or the shared schema's message (English; fields show it in the reader's language). */
export function readAmount(typed: string): { amount: number } | { error: string } {
  const text = toLatinDigits(typed).replace(/[,\s]/g, '');
  const parsed = offerAmountSchema.shape.amount.safeParse(text === '' ? undefined : Number(text));
  if (parsed.success) return { amount: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? AMOUNT_NOT_A_NUMBER };
}

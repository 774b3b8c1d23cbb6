// What BoiBazar keeps of a price and what the seller receives (decision 240's fee, from the server's
// PLATFORM_FEE_* settings), shown under the price on Add a Book before the seller lists (decision 360).
import { platformFee, type FeeRule } from '@boibazar/shared/ledger';
import { toLatinDigits } from '@boibazar/shared/digits';
import { useText } from '#app/i18n/i18n.ts';
import { ledgerText } from '../i18n.ts';
import { formatBdt, inReaderDigits } from '#app/lib/money.ts';
import { useFeeRule } from '../api/get-fee-rule.ts';

/** 500 → "5", 750 → "7.5", 1234 → "12.34" (no floating point). */
const percentOf = (rule: FeeRule) => {
  const whole = Math.floor(rule.basisPoints / 100);
  const cents = rule.basisPoints % 100;
  const digits = (n: number) => inReaderDigits(n);
  if (cents === 0) return digits(whole);
  const decimals = String(cents).padStart(2, '0').replace(/0$/, '');
  return `${digits(whole)}.${decimals.replace(/\d/g, (d) => digits(Number(d)))}`;
};

export function FeeNote({ id, price }: { id: string; price: string }) {
  const t = useText(ledgerText);
  const rule = useFeeRule();
  if (!rule.data) return null;
  const amount = /^\d{1,9}$/.test(toLatinDigits(price.trim())) ? Number(toLatinDigits(price.trim())) : null;
  const fee = amount === null ? null : platformFee(amount, rule.data);
  return (
    <p id={id} className="text-xs text-stone-600" aria-live="polite">
      {fee === null || amount === null
        ? rule.data.minTaka > 0
          ? t.feeRuleWithMin({ percent: percentOf(rule.data), min: formatBdt(rule.data.minTaka) })
          : t.feeRule({ percent: percentOf(rule.data) })
        : t.feeOfPrice({ fee: formatBdt(fee), receive: formatBdt(amount - fee) })}
    </p>
  );
}

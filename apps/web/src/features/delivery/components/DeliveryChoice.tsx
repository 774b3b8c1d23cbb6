// The booking dialog's delivery choice (decision 310): meet-up (as before) or home delivery to one of the
// buyer's addresses, with the courier's fee and the total shown before anything is paid.
import { districtName } from '@boibazar/shared/districts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { controlClass } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { deliveryText } from '../i18n.ts';
import { language } from '#app/i18n/locale.ts';
import { formatTaka } from '#app/lib/money.ts';
import { useAddresses, useDeliveryQuote } from '../api/addresses.ts';

export interface DeliveryValue {
  method: 'meetup' | 'home';
  addressId: string | null;
}

export function DeliveryChoice({
  bookId,
  price,
  value,
  onChange,
}: {
  bookId: string;
  price: number;
  value: DeliveryValue;
  onChange: (next: DeliveryValue) => void;
}) {
  const t = useText(deliveryText);
  const reading = useStore(language);
  const addresses = useAddresses();
  const home = value.method === 'home';
  const list = addresses.data ?? [];
  const firstId = list[0]?._id ?? null;
  // The address used last comes first (the server orders them): pre-filled when home delivery is chosen.
  useEffect(() => {
    if (home && value.addressId === null && firstId) onChange({ method: 'home', addressId: firstId });
  }, [home, value.addressId, firstId, onChange]);
  const quote = useDeliveryQuote(bookId, home ? value.addressId : null);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-700">{t.howToReceive}</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="booking-delivery"
          checked={!home}
          onChange={() => onChange({ method: 'meetup', addressId: null })}
        />
        {t.meetup}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="booking-delivery"
          checked={home}
          onChange={() => onChange({ method: 'home', addressId: firstId })}
        />
        {t.homeDelivery}
      </label>
      {home && (
        <div className="space-y-2 rounded-md border border-stone-200 p-3">
          {list.length === 0 ? (
            <p className="text-sm text-stone-700">
              {t.noAddressesYet}{' '}
              <a href="/dashboard" className="font-medium text-emerald-800 underline">
                {t.addAddress}
              </a>
            </p>
          ) : (
            <>
              <label htmlFor="booking-address" className="block text-sm font-medium text-stone-700">
                {t.deliverTo}
              </label>
              <select
                id="booking-address"
                className={controlClass}
                value={value.addressId ?? ''}
                onChange={(e) => onChange({ method: 'home', addressId: e.currentTarget.value })}
              >
                {list.map((a) => (
                  <option key={a._id} value={a._id}>
                    {`${a.name}, ${a.line}, ${a.area}, ${districtName(a.district, reading)}`}
                  </option>
                ))}
              </select>
              <a href="/dashboard" className="text-sm font-medium text-emerald-800 underline">
                {t.addAddress}
              </a>
            </>
          )}
          {quote.data && (
            <dl className="grid grid-cols-2 gap-1 text-sm" aria-live="polite">
              <dt>{t.deliveryFee}</dt>
              <dd className="text-right">{formatTaka(quote.data.fee)}</dd>
              <dt className="font-semibold">{t.total}</dt>
              <dd className="text-right font-semibold">{formatTaka(price + quote.data.fee)}</dd>
            </dl>
          )}
          {quote.error && (
            <p role="alert" className="text-sm text-red-700">
              {quote.error.message}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

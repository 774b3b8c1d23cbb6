// The profile's mobile number: shown when verified, added or changed through a code by SMS.
import { useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { phoneText } from '../i18n.ts';
import { useAddPhone, useMyPhone, useVerifyMyPhone } from '../api/my-phone.ts';
import { inReaderNumber, PhoneCodeForm } from './PhoneCodeForm.tsx';

export function PhoneSettings() {
  const t = useText(phoneText);
  const myPhone = useMyPhone();
  const addPhone = useAddPhone();
  const verify = useVerifyMyPhone();
  const [editing, setEditing] = useState(false);
  const [justVerified, setJustVerified] = useState(false);
  const phone = myPhone.data?.phone ?? null;
  return (
    <section aria-labelledby="my-phone-title" className="mt-6 w-full max-w-md text-left">
      <h2 id="my-phone-title" className="text-lg font-semibold text-stone-900">
        {t.yourPhone}
      </h2>
      {myPhone.data && !myPhone.data.hasEmail && <p className="text-sm text-stone-600">{t.noEmailYet}</p>}
      {justVerified && (
        <p role="status" className="mt-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t.phoneVerified}
        </p>
      )}
      {phone && !editing ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-stone-800">
          <span>
            {inReaderNumber(phone)} <span className="text-sm text-emerald-800">({t.verified})</span>
          </span>
          <button
            type="button"
            onClick={() => {
              setEditing(true);
              setJustVerified(false);
            }}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t.changeNumber}
          </button>
        </p>
      ) : !editing ? (
        <>
          <p className="mt-2 text-sm text-stone-600">{t.noPhoneYet}</p>
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={buttonClass({ variant: 'outline', className: 'mt-3' })}
          >
            {t.addPhone}
          </button>
        </>
      ) : (
        <div className="mt-3">
          <PhoneCodeForm
            id="my-phone"
            send={(typed) => addPhone.mutateAsync(typed)}
            check={async (_phone, code) => {
              await verify.mutateAsync(code);
              setEditing(false);
              setJustVerified(true);
            }}
            submitLabel={t.verify}
            pendingLabel={t.verifying}
          />
        </div>
      )}
    </section>
  );
}

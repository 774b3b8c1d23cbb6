// The profile's delivery addresses (decision 310): kept here once, chosen at booking for home delivery.
import {
  addressInputSchema,
  MAX_ADDRESSES,
  type AddressInput,
  type DeliveryAddress,
} from '@boibazar/shared/delivery';
import { toBengaliDigits } from '@boibazar/shared/digits';
import { BANGLADESH_DISTRICTS, districtName } from '@boibazar/shared/districts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Field, TextField, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { deliveryText } from '../i18n.ts';
import { language } from '#app/i18n/locale.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { useAddAddress, useAddresses, useEditAddress, useRemoveAddress } from '../api/addresses.ts';

const EMPTY = { name: '', phone: '', district: '', thana: '', area: '', line: '' } as unknown as AddressInput;

function AddressForm({
  initial,
  onDone,
  idPrefix,
}: {
  initial?: DeliveryAddress;
  onDone: () => void;
  idPrefix: string;
}) {
  const t = useText(deliveryText);
  const reading = useStore(language);
  const districts = useMemo(
    () =>
      BANGLADESH_DISTRICTS.map((value) => ({ value, label: districtName(value, reading) })).sort((a, b) =>
        a.label.localeCompare(b.label, reading),
      ),
    [reading],
  );
  const add = useAddAddress();
  const edit = useEditAddress();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: initial ?? EMPTY,
  });
  const id = (field: string) => `${idPrefix}-${field}`;
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (initial) await edit.mutateAsync({ id: initial._id, patch: values });
      else await add.mutateAsync(values);
      onDone();
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : t.couldNotSave);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 flex flex-col gap-3 rounded-lg border border-stone-200 p-3"
    >
      <TextField
        id={id('name')}
        label={t.recipientName}
        autoComplete="name"
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField
        id={id('phone')}
        label={t.mobileNumber}
        inputMode="tel"
        autoComplete="tel"
        aria-describedby={id('phone-hint')}
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <p id={id('phone-hint')} className="-mt-2 text-xs text-stone-500">
        {t.mobileHint}
      </p>
      <Field id={id('district')} label={t.district} error={errors.district?.message}>
        <select
          id={id('district')}
          {...register('district')}
          {...invalidProps(id('district'), errors.district?.message)}
          className={controlClass}
        >
          <option value="">{t.chooseDistrict}</option>
          {districts.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        id={id('thana')}
        label={t.thana}
        registration={register('thana')}
        error={errors.thana?.message}
      />
      <TextField
        id={id('area')}
        label={t.area}
        registration={register('area')}
        error={errors.area?.message}
      />
      <TextField
        id={id('line')}
        label={t.addressLine}
        autoComplete="street-address"
        registration={register('line')}
        error={errors.line?.message}
      />
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass()}>
          {isSubmitting ? t.saving : t.saveAddress}
        </button>
        <button type="button" onClick={onDone} className={buttonClass({ variant: 'outline' })}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

export function AddressBook() {
  const t = useText(deliveryText);
  const reading = useStore(language);
  const addresses = useAddresses();
  const remove = useRemoveAddress();
  const [editing, setEditing] = useState<string | null>(null);
  const list = addresses.data ?? [];
  return (
    <section
      aria-labelledby="address-book-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="address-book-title" className="text-lg font-semibold text-stone-900">
        {t.deliveryAddresses}
      </h2>
      <p className="text-sm text-stone-600">{t.addressesIntro}</p>
      {addresses.isSuccess && list.length === 0 && (
        <p className="mt-3 text-sm text-stone-600">{t.noAddressesYet}</p>
      )}
      <ul className="mt-3 flex flex-col gap-3">
        {list.map((address) => (
          <li key={address._id} className="rounded-lg border border-stone-200 p-3">
            {editing === address._id ? (
              <AddressForm
                idPrefix={`address-${address._id}`}
                initial={address}
                onDone={() => setEditing(null)}
              />
            ) : (
              <>
                <p className="font-semibold text-stone-900">{address.name}</p>
                <p className="text-stone-700">
                  {reading === 'bn' ? toBengaliDigits(address.phone) : address.phone}
                </p>
                <p className="text-stone-700">
                  {address.line}, {address.area}, {address.thana}, {districtName(address.district, reading)}
                </p>
                <div className="mt-2 flex gap-3">
                  <button
                    type="button"
                    onClick={() => setEditing(address._id)}
                    className="text-sm font-semibold text-brand-700 underline"
                    aria-label={t.changeAddressOf({ name: address.name })}
                  >
                    {t.change}
                  </button>
                  <button
                    type="button"
                    onClick={() => remove.mutate(address._id)}
                    className="text-sm font-semibold text-red-700 underline"
                    aria-label={t.removeAddressOf({ name: address.name })}
                  >
                    {t.remove}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm idPrefix="address-new" onDone={() => setEditing(null)} />
      ) : (
        list.length < MAX_ADDRESSES && (
          <button
            type="button"
            onClick={() => setEditing('new')}
            className={buttonClass({ variant: 'outline', className: 'mt-3' })}
          >
            {t.addAddress}
          </button>
        )
      )}
    </section>
  );
}

// The parts an offer and a counter share: choosing 1–3 books, the top-up with who pays it, and a message.
import {
  EXCHANGE_BOOKS_MAX,
  EXCHANGE_MESSAGE_MAX,
  exchangeSideSchema,
  newExchangeSchema,
  topupSchema,
  type ExchangeBook,
} from '@boibazar/shared/exchanges';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Field, TextField, controlClass, errorId, invalidProps } from '#app/components/ui/Field.tsx';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';

/** The form's top-up: typed as text, empty meaning none; checked by the contract's own rule. */
export const topupFields = {
  amount: z.preprocess(
    (value) => (String(value ?? '').trim() === '' ? 0 : Number(value)),
    topupSchema.shape.amount,
  ),
  payer: exchangeSideSchema,
  message: newExchangeSchema.shape.message,
};

export interface TopupFormValues {
  amount: string;
  payer: 'proposer' | 'owner';
  message: string;
}

type Pickable = Pick<ExchangeBook, '_id' | 'productName' | 'image' | 'resale'> & { author?: string | null };

/** Checkboxes for up to three books, with their covers and prices. */
export function BookPicker({
  legend,
  books,
  value,
  onChange,
  error,
  empty,
}: {
  legend: string;
  books: Pickable[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  empty: string;
}) {
  const t = useText(exchangesText);
  const id = useId();
  const full = value.length >= EXCHANGE_BOOKS_MAX;
  return (
    <fieldset aria-describedby={error ? errorId(id) : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {legend}{' '}
        <span className="font-normal text-stone-600">
          {t.n1To} {EXCHANGE_BOOKS_MAX})
        </span>
      </legend>
      {books.length === 0 ? (
        <p className="mt-1 rounded-md bg-stone-50 p-3 text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-1 max-h-56 space-y-1 overflow-y-auto rounded-md border border-stone-200 p-1">
          {books.map((book) => {
            const checked = value.includes(book._id);
            return (
              <li key={book._id}>
                <label
                  className={`flex cursor-pointer items-center gap-3 rounded-md p-2 ${checked ? 'bg-teal-50 ring-1 ring-teal-300' : 'hover:bg-stone-50'}`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...value, book._id]
                          : value.filter((chosen) => chosen !== book._id),
                      )
                    }
                  />
                  <BookImage
                    src={book.image}
                    title={book.productName}
                    alt=""
                    width={32}
                    height={48}
                    className="aspect-[2/3] w-8 shrink-0 rounded bg-stone-100"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-stone-900">
                      {book.productName}
                    </span>
                    <span className="block text-xs text-stone-600">{formatTaka(book.resale)}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId(id)} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The top-up (whole Taka, optional), who pays it, and the message. */
export function TopupAndMessage<T extends FieldValues & TopupFormValues>({
  register: registerField,
  errors,
  otherName,
  idPrefix,
}: {
  register: UseFormRegister<T>;
  errors: Partial<Record<keyof TopupFormValues, { message?: string }>>;
  otherName: string;
  idPrefix: string;
}) {
  const t = useText(exchangesText);
  const register = (name: keyof TopupFormValues) => registerField(name as Path<T>);
  return (
    <>
      <TextField
        id={`${idPrefix}-amount`}
        label={t.topUpLabel}
        inputMode="numeric"
        placeholder="0"
        registration={register('amount')}
        error={errors.amount?.message}
        announce
      />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t.whoPaysTheTopUp}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="proposer" {...register('payer')} />
            {t.iPayIt}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="owner" {...register('payer')} />
            {otherName} {t.paysIt}
          </label>
        </div>
      </fieldset>
      <Field id={`${idPrefix}-message`} label={t.messageOptional} error={errors.message?.message} announce>
        <textarea
          id={`${idPrefix}-message`}
          rows={3}
          maxLength={EXCHANGE_MESSAGE_MAX}
          className={controlClass}
          {...invalidProps(`${idPrefix}-message`, errors.message?.message)}
          {...register('message')}
        />
      </Field>
    </>
  );
}

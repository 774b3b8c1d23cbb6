// Answer an offer with other terms: your books (from all your unsold, unreserved ones), which of theirs you
// want (those they offered or any other of their free listings), and the top-up, starting from the offer's
// terms. The counter is a new offer the other side answers.
import { counterSchema, type Exchange } from '@boibazar/shared/exchanges';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ModalDialog } from '#app/components/ui/ModalDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { useOfferableBooks } from '../api/get-offerable-books.ts';
import { usePartyBooks } from '../api/get-party-books.ts';
import { BookPicker, TopupAndMessage, topupFields, type TopupFormValues } from './ExchangeTerms.tsx';

const counterFormSchema = z.object({
  offeredBookIds: counterSchema.shape.offeredBookIds,
  requestedBookIds: counterSchema.shape.requestedBookIds,
  ...topupFields,
});
type CounterValues = TopupFormValues & { offeredBookIds: string[]; requestedBookIds: string[] };
export type CounterTerms = z.output<typeof counterFormSchema>;

function withoutRepeats<T extends { _id: string }>(books: T[]): T[] {
  return books.filter((book, i) => books.findIndex((b) => b._id === book._id) === i);
}

export function CounterDialog({
  exchange,
  viewerEmail,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  exchange: Exchange;
  viewerEmail: string;
  pending: boolean;
  error?: string;
  onSubmit: (terms: CounterTerms) => void;
  onClose: () => void;
}) {
  const text = useText(exchangesText);
  const mine = useOfferableBooks(viewerEmail);
  const others = usePartyBooks(exchange.proposer._id);
  // The counterer is the one the offer was made to: their books are the owner side's.
  const current = exchange.books.owner;
  const offered = exchange.books.proposer;
  const choosable = withoutRepeats([...current, ...(mine.data ?? [])]);
  const theirs = withoutRepeats([...offered, ...(others.data ?? [])]);
  // The offer's top-up seen from the counterer, who proposes the counter: "the proposer pays" becomes
  // "they pay" ('owner' of the counter), and "the owner pays" becomes "I pay".
  const { amount, payer } = exchange.topup;
  const form = useForm<CounterValues, unknown, CounterTerms>({
    resolver: zodResolver(counterFormSchema) as never,
    defaultValues: {
      offeredBookIds: current.map((b) => b._id),
      requestedBookIds: offered.map((b) => b._id),
      amount: amount > 0 ? String(amount) : '',
      payer: amount > 0 && payer === 'proposer' ? 'owner' : 'proposer',
      message: '',
    },
  });
  const { errors } = form.formState;
  return (
    <ModalDialog title={text.counterTheOffer} onClose={onClose} onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="requestedBookIds"
        render={({ field, fieldState }) => (
          <BookPicker
            legend={text.theBooksYouWantFrom({ name: exchange.proposer.name })}
            books={theirs}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            empty={text.noBooksToAskFor}
          />
        )}
      />
      <Controller
        control={form.control}
        name="offeredBookIds"
        render={({ field, fieldState }) => (
          <BookPicker
            legend={text.yourBooksToGive}
            books={choosable}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            empty={text.noUnsoldBookToGive}
          />
        )}
      />
      <TopupAndMessage
        register={form.register}
        errors={errors}
        otherName={exchange.proposer.name}
        idPrefix="counter"
      />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={pending}
          className={buttonClass({ size: 'lg', variant: 'exchange', className: 'flex-1' })}
        >
          {pending ? text.sending : text.sendCounterOffer}
        </button>
        <button type="button" onClick={onClose} className={buttonClass({ size: 'lg', variant: 'quiet' })}>
          {text.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}

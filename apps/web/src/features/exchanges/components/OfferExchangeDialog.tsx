// "Offer an exchange" on a book open to exchange: pick 1–3 of one's own unsold books, a top-up and who pays
// it, and a message (POST /api/exchanges). The server checks every book and the amount again.
import type { Book } from '@boibazar/shared/catalogue';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { newExchangeSchema } from '@boibazar/shared/exchanges';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ModalDialog } from '#app/components/ui/ModalDialog.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useOfferableBooks } from '../api/get-offerable-books.ts';
import { useProposeExchange } from '../api/propose-exchange.ts';
import { BookPicker, TopupAndMessage, topupFields, type TopupFormValues } from './ExchangeTerms.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';

const offerFormSchema = z.object({ offeredBookIds: newExchangeSchema.shape.offeredBookIds, ...topupFields });
type OfferValues = TopupFormValues & { offeredBookIds: string[] };

export function OfferExchangeDialog({
  book,
  viewerEmail,
  onClose,
}: {
  book: Book;
  viewerEmail: string;
  onClose: () => void;
}) {
  const t = useText(exchangesText);
  const mine = useOfferableBooks(viewerEmail);
  const propose = useProposeExchange();
  const navigate = useNavigate();
  const form = useForm<OfferValues, unknown, z.output<typeof offerFormSchema>>({
    resolver: zodResolver(offerFormSchema) as never,
    defaultValues: { offeredBookIds: [], amount: '', payer: 'proposer', message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ offeredBookIds, amount, payer, message }) =>
    propose.mutate(
      { bookId: book._id, offeredBookIds, topup: { amount, payer }, message },
      {
        onSuccess: (exchange) => {
          notify.success(t.offeredNotice);
          onClose();
          navigate(`/dashboard/exchanges/${exchange._id}`);
        },
        onError: (error) => form.setError('root', { message: error.message }),
      },
    ),
  );

  return (
    <ModalDialog title={t.offerAnExchange} onClose={onClose} onSubmit={submit} describedBy="offer-target">
      <div id="offer-target" className="-mt-2 rounded-md bg-teal-50 p-3 text-sm text-teal-950">
        <p>
          {t.for} <strong>{book.productName}</strong> ({formatTaka(book.resale)}
          {t.from} {book.sellerName}.
        </p>
        {book.wants && (
          <p className="mt-1">
            {t.theyWant} {book.wants}
          </p>
        )}
      </div>
      {mine.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t.loadingYourBooks}
        </p>
      ) : mine.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.ownBooksNotLoaded} {mine.error.message}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="offeredBookIds"
          render={({ field, fieldState }) => (
            <BookPicker
              legend={t.yourBooksToOffer}
              books={mine.data}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              empty={t.noUnsoldBookToOffer}
            />
          )}
        />
      )}
      {mine.data?.length === 0 && (
        <Link to="/dashboard/addproduct" className="-mt-2 text-sm font-semibold text-brand-800 underline">
          {t.addABookFirst}
        </Link>
      )}
      <TopupAndMessage
        register={form.register}
        errors={errors}
        otherName={book.sellerName}
        idPrefix="offer"
      />
      {errors.root?.message && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={propose.isPending || !mine.data?.length}
          className={buttonClass({ size: 'lg', variant: 'exchange', className: 'flex-1' })}
        >
          {propose.isPending ? t.sending : t.sendOffer}
        </button>
        <button type="button" onClick={onClose} className={buttonClass({ size: 'lg', variant: 'quiet' })}>
          {t.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}

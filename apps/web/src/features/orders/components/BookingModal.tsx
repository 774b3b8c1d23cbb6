// The booking modal of spec §2: the book and the buyer read-only, phone and location typed for the seller.
import type { Book } from '@boibazar/shared/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateBooking } from '../api/create-booking.ts';

// The spec leaves phone and location unvalidated; only their length is bounded (as on the server).
const contactSchema = z.object({
  phone: z.string().max(30, 'Phone must be at most 30 characters'),
  location: z.string().max(200, 'Location must be at most 200 characters'),
});
type Contact = z.infer<typeof contactSchema>;

export interface BookingModalProps {
  book: Pick<Book, '_id' | 'productName' | 'resale' | 'image'>;
  buyer: { name: string; email: string };
  onClose: () => void;
}

const fieldClass =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base focus:border-brand-600';
const readOnlyClass = `${fieldClass} bg-stone-100 text-stone-700`;

export function BookingModal({ book, buyer, onClose }: BookingModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const createBooking = useCreateBooking();
  const form = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { phone: '', location: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The first thing to type is the phone; the fields above it are read-only.
    form.setFocus('phone');
    return () => dialog?.close();
  }, [form]);

  const submit = form.handleSubmit((contact) =>
    createBooking.mutate(
      {
        productId: book._id,
        bookName: book.productName,
        price: book.resale,
        photo: book.image,
        buyerName: buyer.name,
        email: buyer.email,
        ...contact,
      },
      {
        onSuccess: () => {
          notify.success('Product Booked!');
          onClose();
        },
        onError: (error) => notify.error(error.message),
      },
    ),
  );

  const readOnly = (id: string, label: string, value: string) => (
    <div>
      <label htmlFor={`booking-${id}`} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input id={`booking-${id}`} value={value} readOnly className={readOnlyClass} />
    </div>
  );

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 shadow-2xl backdrop:bg-stone-900/50"
    >
      <form onSubmit={submit} noValidate className="space-y-3 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          Book {book.productName}
        </h2>
        {readOnly('product', 'Product name', book.productName)}
        {readOnly('price', 'Price', formatTaka(book.resale))}
        {readOnly('name', 'Your name', buyer.name)}
        {readOnly('email', 'Your email', buyer.email)}
        <div>
          <label htmlFor="booking-phone" className="block text-sm font-medium text-stone-700">
            Phone
          </label>
          <input
            id="booking-phone"
            type="tel"
            autoComplete="tel"
            placeholder="Type your phone no here"
            className={fieldClass}
            aria-invalid={errors.phone ? true : undefined}
            {...form.register('phone')}
          />
          {errors.phone && <p className="mt-1 text-sm text-red-700">{errors.phone.message}</p>}
        </div>
        <div>
          <label htmlFor="booking-location" className="block text-sm font-medium text-stone-700">
            Location
          </label>
          <input
            id="booking-location"
            autoComplete="address-level2"
            placeholder="Type your location here"
            className={fieldClass}
            aria-invalid={errors.location ? true : undefined}
            {...form.register('location')}
          />
          {errors.location && <p className="mt-1 text-sm text-red-700">{errors.location.message}</p>}
        </div>
        {createBooking.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {createBooking.error.message}
          </p>
        )}
        <div className="flex gap-3 pt-2">
          <button
            type="submit"
            disabled={createBooking.isPending}
            className="flex-1 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {createBooking.isPending ? 'Booking…' : 'Submit'}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-stone-300 px-4 py-2.5 font-medium text-stone-700 hover:bg-stone-50"
          >
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}

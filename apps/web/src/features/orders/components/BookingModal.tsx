// The booking modal of spec §2: the book and the buyer read-only, phone and location typed for the seller.
import type { Book } from '@boibazar/shared/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
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

export function BookingModal({ book, buyer, onClose }: BookingModalProps) {
  const createBooking = useCreateBooking();
  const form = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { phone: '', location: '' },
  });
  const { errors } = form.formState;

  // The first thing to type is the phone; the fields above it are read-only. This runs after the shell's
  // showModal() (a parent's effect runs after its children's), so it wins over the dialog's own focus.
  useEffect(() => form.setFocus('phone'), [form]);

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
    <TextField id={`booking-${id}`} label={label} value={value} readOnly />
  );

  return (
    <ModalDialog title={`Book ${book.productName}`} onClose={onClose} onSubmit={submit}>
      {readOnly('product', 'Product name', book.productName)}
      {readOnly('price', 'Price', formatTaka(book.resale))}
      {readOnly('name', 'Your name', buyer.name)}
      {readOnly('email', 'Your email', buyer.email)}
      <TextField
        id="booking-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="Type your phone no here"
        registration={form.register('phone')}
        error={errors.phone?.message}
      />
      <TextField
        id="booking-location"
        label="Location"
        autoComplete="address-level2"
        placeholder="Type your location here"
        registration={form.register('location')}
        error={errors.location?.message}
      />
      {createBooking.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {createBooking.error.message}
        </p>
      )}
      <div className="flex gap-3">
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
    </ModalDialog>
  );
}

// The booking modal of spec §2: the book and the buyer read-only, phone and location typed for the seller.
import type { Book } from '@boibazar/shared/catalogue';
import { newBookingSchema } from '@boibazar/shared/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
import { formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { DeliveryChoice, type DeliveryValue } from '../../delivery/components/DeliveryChoice.tsx';
import { useText } from '../../../i18n/i18n.ts';
import { buttonClass } from '../../../components/ui/Button.tsx';

// The spec leaves phone and location unvalidated; only their length is bounded (the server's own rules).
const contactSchema = z.object({
  phone: newBookingSchema.shape.phone.unwrap(),
  location: newBookingSchema.shape.location.unwrap(),
});
type Contact = z.infer<typeof contactSchema>;

export interface BookingModalProps {
  book: Pick<Book, '_id' | 'productName' | 'resale' | 'image'>;
  buyer: { name: string; email: string };
  onClose: () => void;
}

export function BookingModal({ book, buyer, onClose }: BookingModalProps) {
  const t = useText('orders');
  const createBooking = useCreateBooking();
  const form = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { phone: '', location: '' },
  });
  const { errors } = form.formState;
  const [delivery, setDelivery] = useState<DeliveryValue>({ method: 'meetup', addressId: null });

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
        ...(delivery.method === 'home' && delivery.addressId
          ? { delivery: 'home' as const, addressId: delivery.addressId }
          : {}),
      },
      {
        onSuccess: () => {
          notify.success(t.productBooked);
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
    <ModalDialog
      title={t.bookProductname({ productName: book.productName })}
      onClose={onClose}
      onSubmit={submit}
    >
      {readOnly('product', t.productName, book.productName)}
      {readOnly('price', t.price, formatTaka(book.resale))}
      {readOnly('name', t.yourName, buyer.name)}
      {readOnly('email', t.yourEmail, buyer.email)}
      <TextField
        id="booking-phone"
        label={t.phone}
        type="tel"
        autoComplete="tel"
        placeholder={t.typeYourPhoneNoHere}
        registration={form.register('phone')}
        error={errors.phone?.message}
      />
      <TextField
        id="booking-location"
        label={t.location}
        autoComplete="address-level2"
        placeholder={t.typeYourLocationHere}
        registration={form.register('location')}
        error={errors.location?.message}
      />
      <DeliveryChoice bookId={book._id} price={book.resale} value={delivery} onChange={setDelivery} />
      {createBooking.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {createBooking.error.message}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={createBooking.isPending}
          className={buttonClass({ size: 'lg', className: 'flex-1' })}
        >
          {createBooking.isPending ? t.booking : t.submit}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-stone-300 px-4 py-2.5 font-medium text-stone-700 hover:bg-stone-50"
        >
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}

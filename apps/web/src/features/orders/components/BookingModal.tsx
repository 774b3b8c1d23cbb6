// The booking modal of spec §2: the book and the buyer read-only, phone and location typed for the seller.
import type { Book } from '@boibazar/shared/catalogue';
import { newBookingSchema } from '@boibazar/shared/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '#app/components/ui/Field.tsx';
import { ModalDialog } from '#app/components/ui/ModalDialog.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useCreateBooking, useOrderCashOnDelivery } from '../api/create-booking.ts';
import { usePaymentsConfig } from '#app/features/payments/index.ts';
import { DeliveryChoice, type DeliveryValue } from '#app/features/delivery/index.ts';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';

// The spec leaves phone and location unvalidated; only their length is bounded (the server's own rules).
const contactSchema = z.object({
  phone: newBookingSchema.shape.phone.unwrap(),
  location: newBookingSchema.shape.location.unwrap(),
});
type Contact = z.infer<typeof contactSchema>;

export interface BookingModalProps {
  book: Pick<Book, '_id' | 'productName' | 'resale' | 'image'> &
    Partial<Pick<Book, 'cashOnDelivery' | 'isSold'>>;
  buyer: { name: string; email: string };
  /** Opened from "Order, pay on delivery" on the book page: that is the one way to submit (decision 420). */
  payOnDeliveryOnly?: boolean;
  onClose: () => void;
}

export function BookingModal({ book, buyer, payOnDeliveryOnly = false, onClose }: BookingModalProps) {
  const t = useText(ordersText);
  const createBooking = useCreateBooking();
  const payOnDelivery = useOrderCashOnDelivery();
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  // Where the badge shows (decision 260), the buyer may book and place the order for cash on delivery in
  // one step (decision 420); the server checks the buyer's own standing and says why not.
  const codAllowed =
    Boolean(book.cashOnDelivery) &&
    !book.isSold &&
    config.data !== undefined &&
    book.resale <= config.data.codMaxTaka;
  const onDelivery = useRef(payOnDeliveryOnly);
  const pending = createBooking.isPending || payOnDelivery.isPending;
  const failure = createBooking.error ?? payOnDelivery.error;
  const form = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { phone: '', location: '' },
  });
  const { errors } = form.formState;
  const [delivery, setDelivery] = useState<DeliveryValue>({ method: 'meetup', addressId: null });

  // The first thing to type is the phone; the fields above it are read-only. This runs after the shell's
  // showModal() (a parent's effect runs after its children's), so it wins over the dialog's own focus.
  useEffect(() => form.setFocus('phone'), [form]);

  const submit = form.handleSubmit((contact) => {
    const booking = {
      productId: book._id,
      ...contact,
      ...(delivery.method === 'home' && delivery.addressId
        ? { delivery: 'home' as const, addressId: delivery.addressId }
        : {}),
    };
    if (onDelivery.current)
      return payOnDelivery.mutate(booking, {
        onSuccess: ({ orderId }) => {
          notify.success(t.orderedPayOnDelivery);
          onClose();
          void navigate(`/dashboard/orders/${encodeURIComponent(orderId)}`);
        },
        onError: (error) => notify.error(error.message),
      });
    return createBooking.mutate(
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
    );
  });

  const readOnly = (id: string, label: string, value: string) => (
    <TextField id={`booking-${id}`} label={label} value={value} readOnly />
  );

  return (
    <ModalDialog
      title={
        payOnDeliveryOnly
          ? t.orderPayOnDeliveryTitle({ productName: book.productName })
          : t.bookProductname({ productName: book.productName })
      }
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
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure.message}
        </p>
      )}
      {(codAllowed || payOnDeliveryOnly) && (
        <button
          type="submit"
          disabled={pending}
          onClick={() => (onDelivery.current = true)}
          className={buttonClass({ size: 'lg', variant: 'outline', className: 'w-full' })}
        >
          {payOnDelivery.isPending ? t.booking : t.orderPayOnDelivery}
        </button>
      )}
      <div className="flex gap-3">
        {!payOnDeliveryOnly && (
          <button
            type="submit"
            disabled={pending}
            onClick={() => (onDelivery.current = false)}
            className={buttonClass({ size: 'lg', className: 'flex-1' })}
          >
            {createBooking.isPending ? t.booking : t.submit}
          </button>
        )}
        <Button variant="quiet" size="lg" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </ModalDialog>
  );
}

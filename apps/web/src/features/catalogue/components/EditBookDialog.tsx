// The seller changes a listing from My Books: price, condition, description, photo, cash on delivery and
// whether it is open to exchange with what they want in return (PATCH /api/books/:id).
import {
  BOOK_CONDITIONS,
  bookChangesSchema,
  type Book,
  type BookChanges,
  type BookChangesInput,
} from '@boibazar/shared/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field, TextField, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { ModalDialog } from '#app/components/ui/ModalDialog.tsx';
import { notify } from '#app/lib/toast.ts';
import { useEditBook } from '../api/edit-book.ts';
import { PhotoField } from '#app/components/ui/PhotoField.tsx';
import { uploadImage } from '../api/upload-image.ts';
import { useLocalise } from '#app/i18n/messages.ts';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';

export function EditBookDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const t = useText(shelfText);
  const edit = useEditBook();
  const localise = useLocalise();
  const conditions: readonly string[] = BOOK_CONDITIONS.includes(book.condition as never)
    ? BOOK_CONDITIONS
    : [book.condition, ...BOOK_CONDITIONS];
  const check = zodResolver(bookChangesSchema);
  const form = useForm<BookChangesInput, unknown, BookChanges>({
    // The photo is a change only when it differs: an untouched one is not sent (nor re-checked, so a
    // demo listing's drawn cover, which the photo rule does not take from people, does not block an edit).
    resolver: (values, context, options) =>
      check({ ...values, image: values.image === book.image ? undefined : values.image }, context, options),
    defaultValues: {
      resale: String(book.resale),
      condition: book.condition,
      description: book.description,
      image: book.image,
      cashOnDelivery: book.cashOnDelivery,
      sendsByCourier: book.sendsByCourier,
      openToExchange: book.openToExchange,
      wants: book.wants,
    },
  });
  const openToExchange = useWatch({ control: form.control, name: 'openToExchange' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((changes) =>
    edit.mutate(
      { id: book._id, changes },
      {
        onSuccess: () => {
          notify.success(t.listingUpdated);
          onClose();
        },
        onError: (error) => notify.error(error.message),
      },
    ),
  );

  return (
    <ModalDialog
      title={t.editProductname({ productName: book.productName })}
      onClose={onClose}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <PhotoField
            upload={uploadImage}
            id="edit-image"
            value={String(field.value ?? '')}
            initial={book.image}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        id="edit-resale"
        label={t.resalePriceTaka}
        inputMode="numeric"
        registration={form.register('resale')}
        error={errors.resale?.message}
        announce
      />
      <Field id="edit-condition" label={t.condition} error={errors.condition?.message} announce>
        <select
          id="edit-condition"
          className={controlClass}
          {...invalidProps('edit-condition', errors.condition?.message)}
          {...form.register('condition')}
        >
          {conditions.map((condition) => (
            <option key={condition} value={condition}>
              {localise(condition)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="edit-description" label={t.description} error={errors.description?.message} announce>
        <textarea
          id="edit-description"
          rows={4}
          className={controlClass}
          {...invalidProps('edit-description', errors.description?.message)}
          {...form.register('description')}
        />
      </Field>
      <label htmlFor="edit-cod" className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input id="edit-cod" type="checkbox" className="h-4 w-4" {...form.register('cashOnDelivery')} />
        {t.cashOnDeliveryOption}
      </label>
      <label htmlFor="edit-courier" className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input id="edit-courier" type="checkbox" className="h-4 w-4" {...form.register('sendsByCourier')} />
        {t.sendsByCourier}
      </label>
      <label htmlFor="edit-exchange" className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input id="edit-exchange" type="checkbox" className="h-4 w-4" {...form.register('openToExchange')} />
        {t.openToExchangeOption}
      </label>
      {openToExchange && (
        <Field id="edit-wants" label={t.wantedInReturn} error={errors.wants?.message} announce>
          <textarea
            id="edit-wants"
            rows={2}
            maxLength={300}
            className={controlClass}
            {...invalidProps('edit-wants', errors.wants?.message)}
            {...form.register('wants')}
          />
        </Field>
      )}
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={edit.isPending}
          className={buttonClass({ size: 'lg', className: 'flex-1' })}
        >
          {edit.isPending ? t.saving : t.saveChanges}
        </button>
        <Button variant="quiet" size="lg" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </ModalDialog>
  );
}

// The seller changes a listing from My Books: price, condition, description and photo (PATCH /api/books/:id).
import {
  BOOK_CONDITIONS,
  bookChangesSchema,
  type Book,
  type BookChanges,
  type BookChangesInput,
} from '@boibazar/shared/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Field, TextField, controlClass, invalidProps } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useEditBook } from '../api/edit-book.ts';
import { PhotoField } from '../../../components/ui/PhotoField.tsx';
import { uploadImage } from '../api/upload-image.ts';

export function EditBookDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const edit = useEditBook();
  const conditions: readonly string[] = BOOK_CONDITIONS.includes(book.condition as never)
    ? BOOK_CONDITIONS
    : [book.condition, ...BOOK_CONDITIONS];
  const form = useForm<BookChangesInput, unknown, BookChanges>({
    resolver: zodResolver(bookChangesSchema),
    defaultValues: {
      resale: String(book.resale),
      condition: book.condition,
      description: book.description,
      image: book.image,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((changes) =>
    edit.mutate(
      { id: book._id, changes },
      {
        onSuccess: () => {
          notify.success('Listing updated!');
          onClose();
        },
        onError: (error) => notify.error(error.message),
      },
    ),
  );

  return (
    <ModalDialog title={`Edit ${book.productName}`} onClose={onClose} onSubmit={submit}>
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
        label="Resale Price (Taka)"
        inputMode="numeric"
        registration={form.register('resale')}
        error={errors.resale?.message}
        announce
      />
      <Field id="edit-condition" label="Condition" error={errors.condition?.message} announce>
        <select
          id="edit-condition"
          className={controlClass}
          {...invalidProps('edit-condition', errors.condition?.message)}
          {...form.register('condition')}
        >
          {conditions.map((condition) => (
            <option key={condition} value={condition}>
              {condition}
            </option>
          ))}
        </select>
      </Field>
      <Field id="edit-description" label="Description" error={errors.description?.message} announce>
        <textarea
          id="edit-description"
          rows={4}
          className={controlClass}
          {...invalidProps('edit-description', errors.description?.message)}
          {...form.register('description')}
        />
      </Field>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={edit.isPending}
          className="flex-1 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {edit.isPending ? 'Saving…' : 'Save changes'}
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

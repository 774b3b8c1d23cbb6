import { newBookSchema, type NewBook, type NewBookInput } from '@boibazar/shared/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field, TextField, controlClass, invalidProps } from '../../../components/ui/Field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddBook } from '../api/add-book.ts';
import { useCategories } from '../api/get-categories.ts';
import { ImageField } from '../components/ImageField.tsx';

const empty: NewBookInput = {
  productName: '',
  image: '',
  location: '',
  condition: '',
  resale: '',
  original: '',
  purchage: '',
  year: '',
  sellerName: '',
  conatct: '',
  description: '',
  category: '',
  author: '',
  isbn: '',
};

export function AddProductPage() {
  const categories = useCategories();
  const addBook = useAddBook();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewBookInput, unknown, NewBook>({
    resolver: zodResolver(newBookSchema),
    defaultValues: empty,
  });

  const onSubmit = (book: NewBook) => {
    setServerError(null);
    addBook.mutate(book, {
      onSuccess: () => {
        notify.success('Book added!');
        navigate('/dashboard/myproducts');
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : 'The book could not be added';
        setServerError(message);
        notify.error(message);
      },
    });
  };

  const text = (name: keyof NewBookInput, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`book-${name}`}
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      announce
      {...props}
    />
  );

  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">Add a Book</h1>
      <p className="mt-1 text-sm text-stone-600">Readers see exactly what you enter here.</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4 sm:grid-cols-2">
        {text('productName', 'Name', { autoComplete: 'off' })}
        {text('author', 'Author (optional)')}
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageField
                id="book-image"
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        {text('location', 'Location', { autoComplete: 'address-level2' })}
        {text('condition', 'Condition', { list: 'book-conditions' })}
        <datalist id="book-conditions">
          <option value="Excellent" />
          <option value="Good" />
          <option value="Fair" />
        </datalist>
        {text('resale', 'Resale Price (Taka)', { inputMode: 'numeric' })}
        {text('original', 'Original Price (Taka)', { inputMode: 'numeric' })}
        {text('purchage', 'Purchase Year', { inputMode: 'numeric' })}
        {text('year', 'Years of use', { inputMode: 'numeric' })}
        {text('sellerName', 'Seller', { autoComplete: 'name' })}
        {text('conatct', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        <Field id="book-category" label="Category" error={errors.category?.message} announce>
          <select
            id="book-category"
            className={controlClass}
            {...invalidProps('book-category', errors.category?.message)}
            {...register('category')}
          >
            <option value="">Choose a category</option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </Field>
        {text('isbn', 'ISBN (optional)', { inputMode: 'numeric' })}
        <Field
          id="book-description"
          label="Description"
          error={errors.description?.message}
          announce
          className="sm:col-span-2"
        >
          <textarea
            id="book-description"
            rows={4}
            className={controlClass}
            {...invalidProps('book-description', errors.description?.message)}
            {...register('description')}
          />
        </Field>
        {serverError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={addBook.isPending}
            className="w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
          >
            {addBook.isPending ? 'Adding…' : 'Add Book'}
          </button>
        </div>
      </form>
    </section>
  );
}

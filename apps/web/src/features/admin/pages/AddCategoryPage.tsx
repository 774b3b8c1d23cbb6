import type { NewCategory } from '@boibazar/shared/catalogue';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/Field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddCategory } from '../api/add-category.ts';

/** Spec §5: no client-side validation; the server refuses an empty or duplicate name and we show why. */
export function AddCategoryPage() {
  const inputId = useId();
  const { register, handleSubmit, reset } = useForm<NewCategory>({ defaultValues: { categoryName: '' } });
  const add = useAddCategory();
  const [added, setAdded] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    setAdded(null);
    add.mutate(values, {
      onSuccess: () => {
        setAdded(values.categoryName.trim());
        reset();
      },
    });
  });

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">Add Category</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <TextField
          id={inputId}
          label="Category Name"
          type="text"
          autoComplete="off"
          registration={register('categoryName')}
          error={
            add.isError
              ? (add.error instanceof ApiError && add.error.fields?.[0]?.message) || add.error.message
              : undefined
          }
          announce
        />
        <button
          type="submit"
          disabled={add.isPending}
          className="mt-4 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Add Category
        </button>
        {added && (
          <p role="status" className="mt-3 text-sm text-brand-800">
            Added ‘{added}’. It is on the{' '}
            <Link to="/allcategories" className="underline">
              category list
            </Link>{' '}
            now.
          </p>
        )}
      </form>
    </section>
  );
}

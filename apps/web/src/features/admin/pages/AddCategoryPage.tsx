import type { NewCategory } from '@boibazar/shared/catalogue';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '#app/components/ui/Field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { useAddCategory } from '../api/add-category.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { CategoryBanglaNames } from '../components/CategoryBanglaNames.tsx';

/** Spec §5: no client-side validation; the server refuses an empty or duplicate name and we show why. */
export function AddCategoryPage() {
  const t = useText(adminText);
  const inputId = useId();
  const banglaId = useId();
  const { register, handleSubmit, reset } = useForm<NewCategory>({
    defaultValues: { categoryName: '', categoryNameBn: '' },
  });
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
      <h1 className="text-2xl font-bold text-stone-900">{t.addCategory}</h1>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <TextField
          id={inputId}
          label={t.categoryName}
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
        <TextField
          id={banglaId}
          label={t.categoryNameInBangla}
          type="text"
          lang="bn"
          autoComplete="off"
          registration={register('categoryNameBn')}
          className="mt-4"
        />
        <button type="submit" disabled={add.isPending} className={buttonClass({ className: 'mt-4 w-full' })}>
          {t.addCategory}
        </button>
        {added && (
          <p role="status" className="mt-3 text-sm text-brand-800">
            {t.added}
            {added}
            {t.itIsOnThe}{' '}
            <Link to="/allcategories" className="underline">
              {t.categoryList}
            </Link>{' '}
            {t.now}
          </p>
        )}
      </form>
      <CategoryBanglaNames />
    </section>
  );
}

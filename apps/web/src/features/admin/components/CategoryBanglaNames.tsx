// The admin names each category in Bangla: readers who choose বাংলা see that name; a category without one
// shows its English name.
import type { Category } from '@boibazar/shared/catalogue';
import { useId, useState } from 'react';
import { controlClass, errorId } from '#app/components/ui/Field.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { useCategories } from '#app/features/catalogue/index.ts';
import { useNameCategoryInBangla } from '../api/name-category.ts';

function BanglaNameRow({ category }: { category: Category }) {
  const t = useText(adminText);
  const id = useId();
  const [value, setValue] = useState(category.categoryNameBn ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useNameCategoryInBangla();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: category._id, categoryNameBn: value },
      {
        onSuccess: () => notify.success(t.savedBanglaNameOf({ name: category.categoryName })),
        onError: (e) =>
          setError(
            e instanceof ApiError ? (e.fields?.[0]?.message ?? e.message) : t.couldNotSaveTheBanglaName,
          ),
      },
    );
  };
  return (
    <li>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1 sm:flex-row sm:items-end sm:gap-3">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {t.banglaNameFor({ name: category.categoryName })}
          </label>
          <input
            id={id}
            lang="bn"
            value={value}
            maxLength={60}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId(id) : undefined}
            className={controlClass}
          />
          {error && (
            <p id={errorId(id)} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={save.isPending} className={buttonClass({ className: 'sm:w-32' })}>
          {save.isPending ? t.savingBanglaName : t.saveBanglaName}
        </button>
      </form>
    </li>
  );
}

export function CategoryBanglaNames() {
  const t = useText(adminText);
  const headingId = useId();
  const categories = useCategories();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-2xl rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t.namesInBangla}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.namesInBanglaHint}</p>
      {categories.isPending ? (
        <Spinner label={t.loadingCategories} />
      ) : categories.isError ? (
        <ListProblem what={t.theCategories} onRetry={() => void categories.refetch()} />
      ) : (
        <ul className="mt-4 space-y-4">
          {categories.data.map((category) => (
            <BanglaNameRow key={category._id} category={category} />
          ))}
        </ul>
      )}
    </section>
  );
}

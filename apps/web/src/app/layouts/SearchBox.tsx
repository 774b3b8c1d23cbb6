// The book search box (top bar and landing hero): sends the words to /search, where filters and sorting live.
import { useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';

export function SearchBox({
  className = '',
  onSearch,
  name,
  large = false,
}: {
  className?: string;
  onSearch?: () => void;
  /** The search landmark's name; each box on a page needs its own. */
  name?: string;
  large?: boolean;
}) {
  const t = useText('layout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    onSearch?.();
  };
  return (
    <form
      role="search"
      aria-label={name ?? t.quickSearch}
      onSubmit={submit}
      className={`items-center gap-1 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t.searchBooks}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        key={params.get('q') ?? ''}
        defaultValue={params.get('q') ?? ''}
        placeholder={large ? t.searchPlaceholderLarge : t.searchPlaceholder}
        maxLength={100}
        className={
          large
            ? 'w-full min-w-0 rounded-full border border-stone-300 bg-white px-5 py-2.5 text-base shadow-sm'
            : 'w-full min-w-0 rounded-full border border-stone-300 bg-stone-50 px-4 py-1.5 text-sm focus:bg-white md:w-56'
        }
      />
      <button
        type="submit"
        aria-label={t.search}
        className={`shrink-0 rounded-full p-2 hover:bg-stone-100 ${large ? 'bg-white text-brand-800 ring-1 ring-stone-300' : 'text-stone-700'}`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

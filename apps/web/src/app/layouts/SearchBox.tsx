// The book search box (top bar and landing hero): sends the words to /search, where filters and sorting
// live, and suggests titles, authors and categories as the reader types (issue 28): an ARIA combobox,
// the arrows move through the list, Enter takes the one chosen, Escape closes it, and a live region says
// how many there are.
import type { Suggestion } from '@boibazar/shared/catalogue';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MIN_SUGGESTION_LETTERS, useSuggestions } from '#app/features/catalogue/api/get-suggestions.ts';
import { useText } from '#app/i18n/i18n.ts';
import { layoutText } from '#app/i18n/shell.ts';
import { finderText } from '#app/features/catalogue/i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';

const SUGGEST_AFTER_MS = 200;

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
  const t = useText(layoutText);
  const tFinder = useText(finderText);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const listId = `${id}-suggestions`;
  const typedInAddress = params.get('q') ?? '';
  const [text, setText] = useState(typedInAddress);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setText(typedInAddress), [typedInAddress]);
  const asked = useDebouncedValue(text.trim(), SUGGEST_AFTER_MS);
  const suggestions = useSuggestions(asked).data ?? [];
  const showing = open && asked.length >= MIN_SUGGESTION_LETTERS && suggestions.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    onSearch?.();
  };
  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind === 'category' && suggestion.categoryId)
      return go(`/search?category=${encodeURIComponent(suggestion.categoryId)}`);
    setText(suggestion.text);
    go(`/search?q=${encodeURIComponent(suggestion.text)}`);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    go(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && showing && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const kindName = { title: tFinder.kindTitle, author: tFinder.kindAuthor, category: tFinder.kindCategory };

  return (
    <form
      role="search"
      aria-label={name ?? t.quickSearch}
      onSubmit={submit}
      className={`relative items-center gap-1 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t.searchBooks}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
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
      <ul
        id={listId}
        role="listbox"
        aria-label={tFinder.suggestionsLabel}
        hidden={!showing}
        className="absolute left-0 top-full z-30 mt-1 max-h-80 w-full min-w-64 overflow-auto rounded-lg bg-white py-1 text-left text-sm text-stone-900 shadow-lg ring-1 ring-stone-200"
      >
        {showing &&
          suggestions.map((suggestion, i) => (
            <li
              key={`${suggestion.kind} ${suggestion.text}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // The input keeps the focus; a click chooses without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50'}`}
            >
              <span>{suggestion.text}</span>
              <span className="shrink-0 text-xs text-stone-500">{kindName[suggestion.kind]}</span>
            </li>
          ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {showing ? tFinder.suggestionsCount({ count: formatCount(suggestions.length) }) : ''}
      </p>
    </form>
  );
}

// "Type the ISBN": asks BoiBazar's catalogue and the book-information provider, and hands what it found
// to the form. Nothing found, a slow provider or an error leaves the form as it was (decision 320).
import type { BookLookup } from '@boibazar/shared/listing';
import { isValidIsbn } from '@boibazar/shared/isbn';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/Button.tsx';
import { useListingText } from '../../../i18n/listing-text.ts';
import { useLookUpBook } from '../api/look-up-book.ts';

type Outcome = 'catalogue' | 'provider' | 'nothing' | 'invalid' | null;

export function IsbnLookup({ isbn, onFound }: { isbn: string; onFound: (lookup: BookLookup) => void }) {
  const t = useListingText();
  const lookup = useLookUpBook();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const ask = () => {
    if (!isValidIsbn(isbn)) return setOutcome('invalid');
    setOutcome(null);
    lookup.mutate(isbn, {
      onSuccess: (found) => {
        setOutcome(found.book ? (found.source ?? 'provider') : 'nothing');
        if (found.book) onFound(found);
      },
      onError: () => setOutcome('nothing'),
    });
  };

  const message =
    outcome === 'catalogue'
      ? t.foundInBoiBazar
      : outcome === 'provider'
        ? t.foundInLibrary
        : outcome === 'nothing'
          ? t.nothingFound
          : outcome === 'invalid'
            ? t.isbnNotValid
            : '';
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={ask}
        disabled={lookup.isPending || isbn.trim() === ''}
        className={buttonClass({ variant: 'outline', className: 'w-full sm:w-auto' })}
      >
        {lookup.isPending ? t.lookingUp : t.fillFromIsbn}
      </button>
      <p role="status" className={`text-sm ${outcome === 'invalid' ? 'text-red-700' : 'text-stone-700'}`}>
        {message}
      </p>
    </div>
  );
}

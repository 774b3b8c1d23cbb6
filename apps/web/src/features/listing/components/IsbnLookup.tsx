// "Type the ISBN": asks BoiBazar's catalogue and the book-information provider, and hands what it found
// to the form. Nothing found, a slow provider or an error leaves the form as it was (decision 320).
// "Scan the barcode" opens the camera (a lazily loaded dialog, decision 450); what it reads is put in the
// form's ISBN field and looked up at once.
import type { BookLookup } from '@boibazar/shared/listing';
import { isValidIsbn } from '@boibazar/shared/isbn';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useLookUpBook } from '../api/look-up-book.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

const BarcodeScanner = lazy(() => import('../scanner/BarcodeScanner.tsx'));

type Outcome = 'catalogue' | 'provider' | 'nothing' | 'invalid' | null;

export function IsbnLookup({
  isbn,
  onFound,
  onScanned,
}: {
  isbn: string;
  onFound: (lookup: BookLookup) => void;
  /** Puts a scanned ISBN in the form; without it there is no scanner. */
  onScanned?: (isbn: string) => void;
}) {
  const t = useText(listingText);
  const lookup = useLookUpBook();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);

  const ask = (value = isbn, fromScanner = false) => {
    if (!fromScanner) setScanned(null);
    if (!isValidIsbn(value)) return setOutcome('invalid');
    setOutcome(null);
    lookup.mutate(value, {
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
  const onScan = (value: string) => {
    setScanning(false);
    setScanned(value);
    onScanned?.(value);
    ask(value, true);
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-col gap-2 sm:flex-row">
        {onScanned && (
          <button
            type="button"
            onClick={() => setScanning(true)}
            className={buttonClass({ className: 'w-full sm:w-auto' })}
          >
            {t.scanTheBarcode}
          </button>
        )}
        <button
          type="button"
          onClick={() => ask()}
          disabled={lookup.isPending || isbn.trim() === ''}
          className={buttonClass({ variant: 'outline', className: 'w-full sm:w-auto' })}
        >
          {lookup.isPending ? t.lookingUp : t.fillFromIsbn}
        </button>
      </div>
      <p role="status" className={`text-sm ${outcome === 'invalid' ? 'text-red-700' : 'text-stone-700'}`}>
        {scanned && `${t.scannedIsbn({ isbn: scanned })} `}
        {message}
      </p>
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner onResult={onScan} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </div>
  );
}

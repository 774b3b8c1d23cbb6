// /dashboard/import (decision 452): a shop chooses a CSV, sees every row with its errors, and publishes the
// good rows in one go. Errors arrive as { column, problem } keys; the sentences are the catalogues'.
import { IMPORT_COLUMNS, IMPORT_LIMITS, type BookImport, type ImportRow } from '@boibazar/shared/listing';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button.tsx';
import { useListingText } from '../../../i18n/listing-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount, inReaderDigits } from '../../../lib/money.ts';
import { usePreviewImport, usePublishImport } from '../api/book-import.ts';

export function ImportBooksPage() {
  const t = useListingText();
  const preview = usePreviewImport();
  const publish = usePublishImport();
  const [result, setResult] = useState<BookImport | null>(null);
  const error = preview.error ?? publish.error;

  const problemText = ({ column, problem }: ImportRow['errors'][number]) => {
    const what =
      problem === 'required'
        ? t.importRequired
        : problem === 'unknown'
          ? t.importUnknown
          : problem === 'tooMany'
            ? t.importTooMany({ max: formatCount(IMPORT_LIMITS.copies) })
            : t.importInvalid;
    return `${column}: ${what}`;
  };

  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">{t.importTitle}</h1>
      <p className="mt-1 text-sm text-stone-700">{t.importHint({ max: formatCount(IMPORT_LIMITS.rows) })}</p>
      <p className="mt-1 font-mono text-xs break-words text-stone-700">{IMPORT_COLUMNS.join(', ')}</p>
      <label className="mt-4 inline-flex cursor-pointer items-center rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700">
        {t.importChooseCsv}
        <input
          id="import-csv"
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            setResult(null);
            publish.reset();
            preview.mutate(await file.text(), { onSuccess: setResult });
          }}
        />
      </label>
      {preview.isPending && (
        <p role="status" className="mt-3 text-sm">
          {t.importChecking}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error instanceof ApiError ? error.message : t.importFailed}
        </p>
      )}
      {result && (
        <div className="mt-4">
          <p role="status" className="text-sm font-medium">
            {result.publishedAt
              ? t.importPublished({ count: formatCount(result.bookIds.length) })
              : t.importSummary({
                  good: formatCount(result.goodRows),
                  listings: formatCount(result.listings),
                  bad: formatCount(result.badRows),
                })}
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.importTitle}</caption>
              <thead>
                <tr className="border-b border-stone-200">
                  <th scope="col" className="py-1 pr-2">
                    {t.importLine}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t.importBook}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t.importPrice}
                  </th>
                  <th scope="col" className="py-1">
                    {t.importStatus}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.line} className="border-b border-stone-100 align-top">
                    <td className="py-1 pr-2">{formatCount(row.line)}</td>
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {row.title}
                      {row.copies > 1 && ` ×${inReaderDigits(row.copies)}`}
                    </th>
                    <td className="py-1 pr-2">{row.price === null ? '' : `৳${inReaderDigits(row.price)}`}</td>
                    <td className={`py-1 ${row.errors.length > 0 ? 'text-red-800' : 'text-emerald-800'}`}>
                      {row.errors.length === 0 ? t.importReady : row.errors.map(problemText).join('; ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.publishedAt ? (
            <Link to="/dashboard/myproducts" className="mt-4 inline-block font-semibold underline">
              {t.importSeeMyBooks}
            </Link>
          ) : (
            <button
              type="button"
              disabled={publish.isPending || result.goodRows === 0}
              onClick={() => publish.mutate(result.id, { onSuccess: setResult })}
              className={buttonClass({ size: 'xl', className: 'mt-4 w-full sm:w-auto' })}
            >
              {t.importPublish({ count: formatCount(result.listings) })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

// /dashboard/import (decisions 452, 456): a shop chooses a CSV, sees every row with its errors and what its
// ISBN's lookup found, changes or drops rows (each change checked by the server), and publishes the good rows
// in one go. Errors arrive as { column, problem } keys; the sentences are the catalogues'.
import {
  IMPORT_COLUMNS,
  IMPORT_EDITABLE,
  IMPORT_LIMITS,
  type BookImport,
  type ImportEditable,
  type ImportRow,
} from '@boibazar/shared/listing';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { formatCount, inReaderDigits } from '#app/lib/money.ts';
import { useChangeImportRow, usePreviewImport, usePublishImport } from '../api/book-import.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

export function ImportBooksPage() {
  const t = useText(listingText);
  const preview = usePreviewImport();
  const publish = usePublishImport();
  const changeRow = useChangeImportRow();
  const [result, setResult] = useState<BookImport | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const error = preview.error ?? publish.error ?? changeRow.error;
  const save = (line: number, change: Parameters<typeof changeRow.mutate>[0]['change']) =>
    result &&
    changeRow.mutate(
      { id: result.id, line, change },
      {
        onSuccess: (changed) => {
          setResult(changed);
          setEditing(null);
        },
      },
    );

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
            setEditing(null);
            publish.reset();
            changeRow.reset();
            preview.mutate(await file.text(), { onSuccess: setResult });
          }}
        />
      </label>
      {(preview.isPending || changeRow.isPending) && (
        <p role="status" className="mt-3 text-sm">
          {preview.isPending ? t.importChecking : t.importSaving}
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
            {!result.publishedAt &&
              result.droppedRows > 0 &&
              ` ${t.importDroppedCount({ count: formatCount(result.droppedRows) })}`}
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
                  <ImportRowView
                    key={row.line}
                    row={row}
                    open={!result.publishedAt}
                    editing={editing === row.line}
                    busy={changeRow.isPending}
                    problemText={problemText}
                    onEdit={() => setEditing(row.line)}
                    onCancel={() => setEditing(null)}
                    onSave={(cells) => save(row.line, { cells })}
                    onDrop={(dropped) => save(row.line, { dropped })}
                  />
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

const FIELD_LABEL = {
  title: 'importFieldTitle',
  author: 'importFieldAuthor',
  isbn: 'importFieldIsbn',
  condition: 'importFieldCondition',
  price: 'importFieldPrice',
  quantity: 'importFieldQuantity',
  category: 'importFieldCategory',
  district: 'importFieldDistrict',
} as const satisfies Record<ImportEditable, string>;

/** One row of the preview: what it will list or what is wrong, what its ISBN found, and its change form. */
function ImportRowView({
  row,
  open,
  editing,
  busy,
  problemText,
  onEdit,
  onCancel,
  onSave,
  onDrop,
}: {
  row: ImportRow;
  open: boolean;
  editing: boolean;
  busy: boolean;
  problemText: (error: ImportRow['errors'][number]) => string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (cells: Partial<Record<ImportEditable, string>>) => void;
  onDrop: (dropped: boolean) => void;
}) {
  const t = useText(listingText);
  const formId = useId();
  const line = formatCount(row.line);
  const found = row.found
    ? row.found.author
      ? t.importFoundBy({ title: row.found.title, author: row.found.author })
      : t.importFound({ title: row.found.title })
    : null;
  const tone = row.dropped ? 'text-stone-600' : row.errors.length > 0 ? 'text-red-800' : 'text-emerald-800';
  const small = 'min-h-11 rounded-md border border-stone-300 px-3 text-sm font-medium hover:bg-stone-50';
  return (
    <>
      <tr className={`border-b border-stone-100 align-top ${row.dropped ? 'opacity-70' : ''}`}>
        <td className="py-1 pr-2">{line}</td>
        <th scope="row" className="py-1 pr-2 font-normal">
          <span className={row.dropped ? 'line-through' : ''}>
            {row.title}
            {row.copies > 1 && ` ×${inReaderDigits(row.copies)}`}
          </span>
          {found && <span className="block text-xs text-stone-600">{found}</span>}
        </th>
        <td className="py-1 pr-2">{row.price === null ? '' : `৳${inReaderDigits(row.price)}`}</td>
        <td className={`py-1 ${tone}`}>
          {row.dropped
            ? t.importDropped
            : row.errors.length === 0
              ? t.importReady
              : row.errors.map(problemText).join('; ')}
          {open && !editing && (
            <span className="mt-1 flex flex-wrap gap-1">
              {!row.dropped && (
                <button type="button" disabled={busy} onClick={onEdit} className={small}>
                  {t.importEditRow({ line })}
                </button>
              )}
              <button type="button" disabled={busy} onClick={() => onDrop(!row.dropped)} className={small}>
                {row.dropped ? t.importKeepRow({ line }) : t.importDropRow({ line })}
              </button>
            </span>
          )}
        </td>
      </tr>
      {open && editing && (
        <tr className="border-b border-stone-200">
          <td colSpan={4} className="py-2">
            <form
              aria-label={t.importEditRow({ line })}
              className="grid gap-2 sm:grid-cols-2"
              onSubmit={(event) => {
                event.preventDefault();
                const data = new FormData(event.currentTarget);
                onSave(
                  Object.fromEntries(IMPORT_EDITABLE.map((c) => [c, String(data.get(c) ?? '')])) as Record<
                    ImportEditable,
                    string
                  >,
                );
              }}
            >
              {IMPORT_EDITABLE.map((column) => (
                <label key={column} htmlFor={`${formId}-${column}`} className="text-sm font-medium">
                  {t[FIELD_LABEL[column]]}
                  <input
                    id={`${formId}-${column}`}
                    name={column}
                    defaultValue={row.cells[column] ?? ''}
                    maxLength={500}
                    className="mt-1 block min-h-11 w-full rounded-md border border-stone-300 px-2"
                  />
                </label>
              ))}
              <span className="flex flex-wrap gap-2 sm:col-span-2">
                <button type="submit" disabled={busy} className={buttonClass({ className: 'min-h-11' })}>
                  {t.importSaveRow}
                </button>
                <button type="button" onClick={onCancel} className={small}>
                  {t.importCancelEdit}
                </button>
              </span>
            </form>
          </td>
        </tr>
      )}
    </>
  );
}

// Add a Book's "More photos" (issue 29, decision 451): up to five more photos beside the spec's one `image`,
// held on the device until the listing exists, then uploaded one after another in the order shown, so
// the listing has the spec's image as photo 1 and these after it.
import { bookPhotoEndpoints, MAX_BOOK_PHOTOS } from '@boibazar/shared/catalogue';
import { useEffect, useMemo } from 'react';
import { callUpload } from '#app/lib/call-endpoint.ts';
import { formatCount } from '#app/lib/money.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

/** How many photos Add a Book holds besides the spec's one `image`. */
export const MAX_EXTRA_PHOTOS = MAX_BOOK_PHOTOS - 1;

/**
 * Uploads the extra photos to a listing just made, one after another (the order the seller chose); answers
 * how many could not be uploaded (the seller adds them on the book page, the listing stands).
 */
export async function uploadExtraPhotos(bookId: string, files: readonly File[]): Promise<number> {
  let failed = 0;
  for (const file of files) {
    const form = new FormData();
    form.append('file', file);
    try {
      await callUpload(bookPhotoEndpoints.add, { id: bookId }, form, () => {});
    } catch {
      failed += 1;
    }
  }
  return failed;
}

export function ExtraPhotos({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const t = useText(listingText);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= MAX_EXTRA_PHOTOS;
  const move = (index: number, step: number) => {
    const next = [...files];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">{t.morePhotosOptional}</legend>
      <p id="extra-photos-hint" className="text-xs text-stone-600">
        {t.morePhotosHint({ max: formatCount(MAX_EXTRA_PHOTOS) })}
      </p>
      {files.length > 0 && (
        <ol className="space-y-2">
          {files.map((file, index) => (
            <li key={previews[index]} className="flex items-center gap-2">
              <img src={previews[index]} alt="" className="h-12 w-9 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm">
                {t.photoNumber({ n: formatCount(index + 2) })}
              </span>
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                className="rounded px-2 py-1 text-sm ring-1 ring-stone-300 disabled:opacity-40"
                aria-label={`${t.moveEarlier}: ${t.photoNumber({ n: formatCount(index + 2) })}`}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={index === files.length - 1}
                onClick={() => move(index, 1)}
                className="rounded px-2 py-1 text-sm ring-1 ring-stone-300 disabled:opacity-40"
                aria-label={`${t.moveLater}: ${t.photoNumber({ n: formatCount(index + 2) })}`}
              >
                ↓
              </button>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="rounded px-2 py-1 text-sm text-red-800 ring-1 ring-stone-300"
                aria-label={`${t.removePhoto}: ${t.photoNumber({ n: formatCount(index + 2) })}`}
              >
                ✕
              </button>
              <span className="sr-only">{file.name}</span>
            </li>
          ))}
        </ol>
      )}
      <label className="inline-flex w-fit cursor-pointer items-center rounded-lg px-3 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50">
        {t.addMorePhotos}
        <input
          id="book-extra-photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="extra-photos-hint"
          className="sr-only"
          disabled={full}
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            onChange([...files, ...chosen].slice(0, MAX_EXTRA_PHOTOS));
          }}
        />
      </label>
      {full && <p className="text-sm text-stone-700">{t.photosFull}</p>}
    </fieldset>
  );
}

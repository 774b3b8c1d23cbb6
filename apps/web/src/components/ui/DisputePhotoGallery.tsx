// The photos a dispute's two sides added as evidence (decisions 415, 455), for an order or an exchange alike:
// everyone on the deal sees them (the admin beside the resolve form); while it is disputed, either side may add
// one, up to three in all, and take away their own.
import { MAX_DISPUTE_PHOTOS } from '@boibazar/shared/orders';
import { useId } from 'react';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { formatCount } from '#app/lib/money.ts';
import { FileButton } from './FileButton.tsx';

export interface GalleryPhoto {
  position: number;
  url: string;
  thumbnailUrl: string;
  /** The viewer added it. */
  mine: boolean;
  /** "from the buyer", "from Rahim". */
  byLabel: string;
}

interface Mutation<T> {
  mutate: (value: T) => void;
  isPending: boolean;
  error: Error | null;
}

export function DisputePhotoGallery({
  photos,
  intro,
  open,
  add,
  remove,
}: {
  photos: GalleryPhoto[];
  intro: string;
  /** Disputed, and the viewer is one of the two sides: they may add and remove their own. */
  open: boolean;
  add: Mutation<File>;
  remove: Mutation<number>;
}) {
  const t = useText(uiText);
  const titleId = useId();
  const canAdd = open && photos.length < MAX_DISPUTE_PHOTOS;
  if (photos.length === 0 && !canAdd) return null;
  const total = formatCount(photos.length);
  const busy = add.isPending || remove.isPending;
  const error = add.error ?? remove.error;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t.disputePhotosTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t.disputePhotosTitle}>
          {photos.map((photo, index) => {
            const n = formatCount(index + 1);
            return (
              <li key={photo.url}>
                <a
                  href={photo.url}
                  target="_blank"
                  rel="noopener"
                  className="block rounded focus:outline-none focus:ring-2 focus:ring-brand-600"
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt={t.disputePhotoOf({ n, total, by: photo.byLabel })}
                    className="aspect-square w-full rounded object-cover"
                  />
                </a>
                <p className="mt-1 text-xs text-stone-600">{photo.byLabel}</p>
                {open && photo.mine && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => remove.mutate(photo.position)}
                    className="mt-1 min-h-11 w-full rounded border border-red-300 px-2 text-sm text-red-800 hover:bg-red-50 focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:opacity-60"
                  >
                    {t.removeDisputePhoto({ n })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canAdd && (
        <FileButton
          variant="outline"
          className="mt-3 min-h-11 w-full sm:w-auto"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) add.mutate(file);
            event.currentTarget.value = '';
          }}
        >
          {t.addDisputePhoto({ max: formatCount(MAX_DISPUTE_PHOTOS) })}
        </FileButton>
      )}
      {busy && (
        <p role="status" className="mt-1 text-sm text-stone-600">
          {add.isPending ? t.uploadingPhoto : t.removingPhoto}
        </p>
      )}
      {error && !busy && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </section>
  );
}

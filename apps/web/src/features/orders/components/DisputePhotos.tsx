// The photos a dispute's buyer and seller added as evidence (decision 415): everyone on the order sees them
// (the admin beside the resolve form); while it is disputed, either side may add one, up to three in all.
import { MAX_DISPUTE_PHOTOS, type OrderDetail } from '@boibazar/shared/orders';
import { useId } from 'react';
import { useText } from '../../../i18n/i18n.ts';
import { formatCount } from '../../../lib/money.ts';
import { useAddDisputePhoto } from '../api/dispute-photos.ts';

export function DisputePhotos({ order }: { order: OrderDetail }) {
  const t = useText('orders');
  const add = useAddDisputePhoto(order._id);
  const inputId = useId();
  const photos = order.disputePhotos;
  const canAdd =
    order.status === 'disputed' && order.viewerRole !== 'admin' && photos.length < MAX_DISPUTE_PHOTOS;
  if (photos.length === 0 && !canAdd) return null;
  const total = formatCount(photos.length);
  return (
    <section
      aria-labelledby="dispute-photos-title"
      className="rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="dispute-photos-title" className="text-lg font-semibold text-stone-900">
        {t.disputePhotosTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t.disputePhotosIntro({ max: formatCount(MAX_DISPUTE_PHOTOS) })}
      </p>
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t.disputePhotosTitle}>
          {photos.map((photo, index) => {
            const label = t.disputePhotoOf({
              n: formatCount(index + 1),
              total,
              by: photo.by === 'buyer' ? t.fromTheBuyer : t.fromTheSeller,
            });
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
                    alt={label}
                    className="aspect-square w-full rounded object-cover"
                  />
                </a>
                <p className="mt-1 text-xs text-stone-600">
                  {photo.by === 'buyer' ? t.fromTheBuyer : t.fromTheSeller}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {canAdd && (
        <div className="mt-3">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
            {t.addDisputePhoto({ max: formatCount(MAX_DISPUTE_PHOTOS) })}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={add.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) add.mutate(file);
              event.currentTarget.value = '';
            }}
            className="mt-1 block w-full text-sm"
          />
          {add.isPending && (
            <p role="status" className="mt-1 text-sm text-stone-600">
              {t.uploadingPhoto}
            </p>
          )}
          {add.isError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {add.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

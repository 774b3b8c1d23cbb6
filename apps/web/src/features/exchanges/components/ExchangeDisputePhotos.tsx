// An exchange's dispute photos (decision 455): both sides', named by who added them, in the shared gallery.
import type { Exchange } from '@boibazar/shared/exchanges';
import { MAX_DISPUTE_PHOTOS } from '@boibazar/shared/orders';
import { DisputePhotoGallery } from '#app/components/ui/DisputePhotoGallery.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { useAddExchangeDisputePhoto, useRemoveExchangeDisputePhoto } from '../api/exchange-dispute-photos.ts';

export function ExchangeDisputePhotos({ exchange }: { exchange: Exchange }) {
  const t = useText(exchangesText);
  const add = useAddExchangeDisputePhoto(exchange._id);
  const remove = useRemoveExchangeDisputePhoto(exchange._id);
  return (
    <DisputePhotoGallery
      photos={exchange.disputePhotos.map((photo) => ({
        ...photo,
        byLabel: t.fromName({ name: exchange[photo.by].name }),
      }))}
      intro={t.disputePhotosIntro({ max: formatCount(MAX_DISPUTE_PHOTOS) })}
      open={exchange.status === 'disputed' && exchange.viewerRole !== 'admin'}
      add={add}
      remove={remove}
    />
  );
}

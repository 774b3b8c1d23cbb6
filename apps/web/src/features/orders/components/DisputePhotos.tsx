// An order's dispute photos (decisions 415, 455): the buyer's and the seller's, in the shared gallery.
import { MAX_DISPUTE_PHOTOS, type OrderDetail } from '@boibazar/shared/orders';
import { DisputePhotoGallery } from '#app/components/ui/DisputePhotoGallery.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { useAddDisputePhoto, useRemoveDisputePhoto } from '../api/dispute-photos.ts';

export function DisputePhotos({ order }: { order: OrderDetail }) {
  const t = useText(ordersText);
  const add = useAddDisputePhoto(order._id);
  const remove = useRemoveDisputePhoto(order._id);
  return (
    <DisputePhotoGallery
      photos={order.disputePhotos.map((photo) => ({
        ...photo,
        byLabel: photo.by === 'buyer' ? t.fromTheBuyer : t.fromTheSeller,
      }))}
      intro={t.disputePhotosIntro({ max: formatCount(MAX_DISPUTE_PHOTOS) })}
      open={order.status === 'disputed' && order.viewerRole !== 'admin'}
      add={add}
      remove={remove}
    />
  );
}

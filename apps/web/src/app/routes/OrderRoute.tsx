// /dashboard/orders/:id: one deal for its buyer, its seller or the admin. The orders feature shows the
// order, its steps and its timeline; reviews, the admin's resolution and the two sides' conversation come
// from their own features.
import { StepSection } from '#app/components/ui/StepSection.tsx';
import { useParams } from 'react-router';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { CourierCompensationForm } from '#app/features/admin/components/CourierCompensationForm.tsx';
import { RefundSentByHandForm } from '#app/features/admin/components/RefundSentByHandForm.tsx';
import { ResolveDisputeForm } from '#app/features/admin/components/ResolveDisputeForm.tsx';
import { DealConversation } from '#app/features/conversations/components/DealConversation.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { useOrder } from '#app/features/orders/api/get-order.ts';
import { messageAboutOrder } from '#app/features/orders/api/message-about-order.ts';
import { DisputePhotos } from '#app/features/orders/components/DisputePhotos.tsx';
import { OrderParcel } from '#app/features/orders/components/OrderParcel.tsx';
import { OrderSteps } from '#app/features/orders/components/OrderSteps.tsx';
import { OrderSummary } from '#app/features/orders/components/OrderSummary.tsx';
import { OrderTimeline } from '#app/features/orders/components/OrderTimeline.tsx';
import { HelpLink } from '#app/features/help/components/HelpLink.tsx';
import { DealReviews } from '#app/features/reviews/components/DealReviews.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { appText } from '#app/i18n/shell.ts';

export function OrderRoute() {
  const t = useText(appText);
  const { id = '' } = useParams();
  const order = useOrder(id);
  const { user } = useSession();
  if (order.isPending) return <Spinner label={t.loadingTheOrder} />;
  if (order.isError)
    return (
      <p role="alert" className="text-red-700">
        {order.error.message}
      </p>
    );
  const data = order.data;
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-stone-900">{data.bookName}</h1>
      <OrderSummary order={data} />
      <OrderSteps order={data} />
      <OrderParcel order={data} />
      <DisputePhotos order={data} />
      {data.viewerRole === 'admin' && data.refund?.byHand && data.refund.status === 'pending' && (
        <RefundSentByHandForm orderId={data._id} amount={data.refund.amount} />
      )}
      {data.viewerRole === 'admin' && data.status === 'lost' && !data.courierCompensation && (
        <CourierCompensationForm orderId={data._id} price={data.price} />
      )}
      <HelpLink />
      {data.actions.includes('resolve') && (
        <StepSection title={t.resolveTheDispute}>
          <ResolveDisputeForm orderId={data._id} price={data.price} />
        </StepSection>
      )}
      {data.viewerRole !== 'admin' && user && (
        <DealConversation
          bookId={data.productId}
          other={
            data.viewerRole === 'buyer'
              ? { id: data.sellerId, name: data.sellerName }
              : { id: data.buyerId, name: data.buyerName }
          }
          viewerId={user._id}
          start={(text) => messageAboutOrder(data._id, text)}
        />
      )}
      <DealReviews
        deal={{ orderId: data._id }}
        completed={data.status === 'completed'}
        canReview={data.actions.includes('review')}
        other={data.viewerRole === 'buyer' ? data.sellerName : data.buyerName}
        admin={data.viewerRole === 'admin'}
      />
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mb-3 text-lg font-semibold text-stone-900">
          {t.timeline}
        </h2>
        <OrderTimeline events={data.timeline} />
      </section>
    </section>
  );
}

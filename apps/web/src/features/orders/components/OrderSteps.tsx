// The order page's action forms: exactly the steps the server says this caller may take now.
import type { OrderDetail } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { formatCount, formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useOrderStep, type OrderStep } from '../api/take-order-step.ts';
import { HandoverForm } from '../../../components/ui/HandoverForm.tsx';
import { ReasonForm } from '../../../components/ui/ReasonForm.tsx';
import { textOf, useText } from '../../../i18n/i18n.ts';
import { buttonClass } from '../../../components/ui/Button.tsx';
import { ConfirmButton } from '../../../components/ui/ConfirmButton.tsx';

const done = (): Record<OrderStep['step'], string> => ({
  handover: textOf('orders').markedAsHandedOver,
  received: textOf('orders').thankYouTheDealIs,
  decline: textOf('orders').orderDeclinedTheBuyerIs,
  dispute: textOf('orders').disputeOpenedTheAdminWill,
  cashCollected: textOf('orders').cashCollectedTheDealIs,
  codRefused: textOf('orders').recordedAsRefusedTheBook,
});

export function OrderSteps({ order }: { order: OrderDetail }) {
  const t = useText('orders');
  const tConfirm = useText('confirm');
  const step = useOrderStep(order._id);
  const take = (input: OrderStep) =>
    step.mutate(input, {
      onSuccess: () => notify.success(done()[input.step]),
      onError: (error) => notify.error(error.message),
    });
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);
  const box = 'rounded-lg border border-stone-200 bg-white p-4';

  return (
    <div className="space-y-4">
      {can('pay') && (
        <Link to={`/dashboard/payment/${order._id}`} className={buttonClass({ className: 'inline-block' })}>
          {t.pay}
        </Link>
      )}
      {can('handover') && (
        <section className={box} aria-labelledby="handover-title">
          <h2 id="handover-title" className="mb-3 text-lg font-semibold">
            {t.handOver}
          </h2>
          <HandoverForm pending={step.isPending} onSubmit={(body) => take({ step: 'handover', body })} />
        </section>
      )}
      {can('received') && (
        <section className={box} aria-labelledby="received-title">
          <h2 id="received-title" className="text-lg font-semibold">
            {t.confirmReceived}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t.confirmOnceTheBookIs}</p>
          <ConfirmButton
            disabled={step.isPending}
            title={tConfirm.receivedTitle({ book: order.bookName })}
            body={tConfirm.receivedBody}
            confirmLabel={t.confirmReceived}
            onConfirm={() => take({ step: 'received' })}
            className={buttonClass({ className: 'mt-3' })}
          >
            {t.confirmReceived}
          </ConfirmButton>
        </section>
      )}
      {can('cash_collected') && (
        <section className={box} aria-labelledby="cash-title">
          <h2 id="cash-title" className="text-lg font-semibold">
            {t.cashOnDelivery}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {t.confirmOnceTheBuyerHas} {formatCount(order.price)} {t.takaInCashThisCompletes}
          </p>
          <ConfirmButton
            disabled={step.isPending}
            title={tConfirm.cashCollectedTitle({ amount: formatTaka(order.price) })}
            body={tConfirm.cashCollectedBody}
            confirmLabel={t.cashCollected}
            onConfirm={() => take({ step: 'cashCollected' })}
            className={buttonClass({ className: 'mt-3' })}
          >
            {t.cashCollected}
          </ConfirmButton>
        </section>
      )}
      {can('cod_refused') && (
        <section className={box} aria-labelledby="refused-title">
          <h2 id="refused-title" className="mb-2 text-lg font-semibold">
            {t.buyerRefused}
          </h2>
          <ReasonForm
            label={t.whatHappenedAtTheDoor}
            submitLabel={t.buyerRefused}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'codRefused', body: { reason } })}
          />
        </section>
      )}
      {can('dispute') && (
        <section className={box} aria-labelledby="dispute-title">
          <h2 id="dispute-title" className="mb-2 text-lg font-semibold">
            {t.openADispute}
          </h2>
          <ReasonForm
            label={t.whatWentWrong}
            submitLabel={t.openADispute}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'dispute', body: { reason } })}
          />
        </section>
      )}
      {can('decline') && (
        <section className={box} aria-labelledby="decline-title">
          <h2 id="decline-title" className="mb-2 text-lg font-semibold">
            {t.cannotDeliver}
          </h2>
          <ReasonForm
            label={t.whyCanYouNotHand}
            submitLabel={t.declineTheOrder}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'decline', body: { reason } })}
          />
        </section>
      )}
    </div>
  );
}

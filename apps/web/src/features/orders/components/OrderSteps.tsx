// The order page's action forms: exactly the steps the server says this caller may take now.
import type { OrderDetail } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { formatCount, formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useOrderStep, type OrderStepInput } from '../api/take-order-step.ts';
import { HandoverForm } from '#app/components/ui/HandoverForm.tsx';
import { ReasonForm } from '#app/components/ui/ReasonForm.tsx';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { confirmText } from '#app/i18n/shell.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmButton } from '#app/components/ui/ConfirmButton.tsx';
import { StepSection } from '#app/components/ui/StepSection.tsx';

const done = (): Record<OrderStepInput['step'], string> => ({
  handover: textOf(ordersText).markedAsHandedOver,
  received: textOf(ordersText).receivedNotice,
  decline: textOf(ordersText).declinedNotice,
  dispute: textOf(ordersText).disputeOpenedNotice,
  cashCollected: textOf(ordersText).cashCollectedNotice,
  codRefused: textOf(ordersText).refusedNotice,
});

export function OrderSteps({ order }: { order: OrderDetail }) {
  const t = useText(ordersText);
  const tConfirm = useText(confirmText);
  const step = useOrderStep(order._id);
  const take = (input: OrderStepInput) =>
    step.mutate(input, {
      onSuccess: () => notify.success(done()[input.step]),
      onError: (error) => notify.error(error.message),
    });
  const can = (action: OrderDetail['actions'][number]) => order.actions.includes(action);

  return (
    <div className="space-y-4">
      {can('pay') && (
        <Link to={`/dashboard/payment/${order._id}`} className={buttonClass({ className: 'inline-block' })}>
          {t.pay}
        </Link>
      )}
      {can('handover') && (
        <StepSection title={t.handOver}>
          <HandoverForm pending={step.isPending} onSubmit={(body) => take({ step: 'handover', body })} />
        </StepSection>
      )}
      {can('received') && (
        <StepSection title={t.confirmReceived} hint={t.confirmReceivedHint}>
          <ConfirmButton
            disabled={step.isPending}
            title={tConfirm.receivedTitle({ book: order.bookName })}
            body={tConfirm.receivedBody}
            confirmLabel={t.confirmReceived}
            onConfirm={() => take({ step: 'received' })}
            className={buttonClass()}
          >
            {t.confirmReceived}
          </ConfirmButton>
        </StepSection>
      )}
      {can('cash_collected') && (
        <StepSection
          title={t.cashOnDelivery}
          hint={`${t.confirmCashHint} ${formatCount(order.price)} ${t.cashCompletesDeal}`}
        >
          <ConfirmButton
            disabled={step.isPending}
            title={tConfirm.cashCollectedTitle({ amount: formatTaka(order.price) })}
            body={tConfirm.cashCollectedBody}
            confirmLabel={t.cashCollected}
            onConfirm={() => take({ step: 'cashCollected' })}
            className={buttonClass()}
          >
            {t.cashCollected}
          </ConfirmButton>
        </StepSection>
      )}
      {can('cod_refused') && (
        <StepSection title={t.buyerRefused}>
          <ReasonForm
            label={t.whatHappenedAtTheDoor}
            submitLabel={t.buyerRefused}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'codRefused', body: { reason } })}
          />
        </StepSection>
      )}
      {can('dispute') && (
        <StepSection title={t.openADispute}>
          <ReasonForm
            label={t.whatWentWrong}
            submitLabel={t.openADispute}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'dispute', body: { reason } })}
          />
        </StepSection>
      )}
      {can('decline') && (
        <StepSection title={t.cannotDeliver}>
          <ReasonForm
            label={t.declineReasonLabel}
            submitLabel={t.declineTheOrder}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'decline', body: { reason } })}
          />
        </StepSection>
      )}
    </div>
  );
}

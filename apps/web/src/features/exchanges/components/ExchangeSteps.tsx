// The exchange page's actions: exactly those the server says this caller may take now.
import type { Exchange, ExchangeAction } from '@boibazar/shared/exchanges';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmButton } from '#app/components/ui/ConfirmButton.tsx';
import { HandoverForm } from '#app/components/ui/HandoverForm.tsx';
import { ReasonForm } from '#app/components/ui/ReasonForm.tsx';
import { StepSection } from '#app/components/ui/StepSection.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useResolveExchange } from '../api/admin-exchanges.ts';
import { useTopupByBkash, useTopupInCash } from '../api/pay-topup.ts';
import { useExchangeStep, type ExchangeStepInput } from '../api/take-exchange-step.ts';
import { CounterDialog } from './CounterDialog.tsx';
import { sidesOf } from './exchange-words.ts';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { confirmText } from '#app/i18n/shell.ts';

const done = (): Record<ExchangeStepInput['step'], string> => ({
  accept: textOf(exchangesText).acceptedNotice,
  decline: textOf(exchangesText).offerDeclined,
  withdraw: textOf(exchangesText).offerWithdrawn,
  handover: textOf(exchangesText).markedAsHandedOver,
  received: textOf(exchangesText).markedAsReceived,
  dispute: textOf(exchangesText).disputeOpenedNotice,
  counter: textOf(exchangesText).counterOfferSent,
});

const primary = buttonClass({ variant: 'exchange' });
const secondary = buttonClass({ variant: 'quiet' });

export function ExchangeSteps({
  exchange,
  viewerEmail,
  topupPayment,
}: {
  exchange: Exchange;
  viewerEmail: string;
  /** The card payment of the top-up, composed by the route from the payments feature. */
  topupPayment: ReactNode;
}) {
  const t = useText(exchangesText);
  const tConfirm = useText(confirmText);
  const step = useExchangeStep(exchange._id);
  const resolve = useResolveExchange();
  const inCash = useTopupInCash(exchange._id);
  const byBkash = useTopupByBkash(exchange._id);
  // Back from bKash (decision 420): what it said, when the top-up was not paid.
  const [search] = useSearchParams();
  const bkashProblem = search.get('bkash') === 'success' ? null : search.get('message');
  const navigate = useNavigate();
  const [countering, setCountering] = useState(false);
  const [counterError, setCounterError] = useState<string>();
  const can = (action: ExchangeAction) => exchange.actions.includes(action);
  const { other } = sidesOf(exchange);
  const take = (input: ExchangeStepInput, onDone?: (answer: Exchange) => void) =>
    step.mutate(input, {
      onSuccess: (answer) => {
        notify.success(done()[input.step]);
        onDone?.(answer);
      },
      onError: (error) =>
        input.step === 'counter' ? setCounterError(error.message) : notify.error(error.message),
    });

  return (
    <div className="space-y-4">
      {(can('accept') || can('withdraw') || can('counter')) && (
        <div className="flex flex-wrap gap-2">
          {can('accept') && (
            <ConfirmButton
              className={primary}
              disabled={step.isPending}
              title={tConfirm.acceptExchangeTitle}
              body={tConfirm.acceptExchangeBody}
              confirmLabel={t.acceptTheExchange}
              onConfirm={() => take({ step: 'accept' })}
            >
              {t.acceptTheExchange}
            </ConfirmButton>
          )}
          {can('counter') && (
            <button
              type="button"
              className={secondary}
              disabled={step.isPending}
              onClick={() => setCountering(true)}
            >
              {t.counter}
            </button>
          )}
          {can('withdraw') && (
            <button
              type="button"
              className={secondary}
              disabled={step.isPending}
              onClick={() => take({ step: 'withdraw' })}
            >
              {t.withdrawTheOffer}
            </button>
          )}
        </div>
      )}
      {can('decline') && (
        <StepSection title={t.declineTheOffer} collapsed>
          <ReasonForm
            label={t.declineReasonLabel}
            submitLabel={t.decline}
            optional
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'decline', body: { reason } })}
          />
        </StepSection>
      )}
      {can('pay_topup') && (
        <StepSection title={t.payTheTopUp}>
          {bkashProblem && (
            <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t.bkashSaysMessage({ message: bkashProblem })}
            </p>
          )}
          <div className="mb-4 border-b border-stone-200 pb-4">
            <button
              type="button"
              className={primary}
              disabled={byBkash.isPending}
              onClick={() =>
                byBkash.mutate(undefined, {
                  onSuccess: ({ bkashURL }) => window.location.assign(bkashURL),
                  onError: (error) => notify.error(error.message),
                })
              }
            >
              {byBkash.isPending ? t.openingBkash : t.payTopUpWithBkash}
            </button>
            <p className="mt-2 text-sm text-stone-700">{t.orPayByCardBelow}</p>
          </div>
          {topupPayment}
          <div className="mt-4 border-t border-stone-200 pt-4">
            <p className="mb-2 text-sm text-stone-700">{t.orSettleInCashHint}</p>
            <ConfirmButton
              className={secondary}
              disabled={inCash.isPending}
              title={t.settleInCashTitle}
              body={t.settleInCashBody({ amount: formatTaka(exchange.topup.amount), name: other.name })}
              confirmLabel={t.settleInCash}
              onConfirm={() =>
                inCash.mutate(undefined, {
                  onSuccess: () => notify.success(t.settleInCashDone),
                  onError: (error) => notify.error(error.message),
                })
              }
            >
              {t.settleInCash}
            </ConfirmButton>
          </div>
        </StepSection>
      )}
      {can('handover') && (
        <StepSection title={t.handOverYourBooks}>
          <HandoverForm
            what={t.yourBooks}
            other={other.name}
            pending={step.isPending}
            onSubmit={(body) => take({ step: 'handover', body })}
          />
        </StepSection>
      )}
      {can('received') && (
        <StepSection title={t.confirmReceived} hint={`${t.confirmOnce} ${other.name}${t.theirBooksReceived}`}>
          <ConfirmButton
            className={primary}
            disabled={step.isPending}
            title={tConfirm.exchangeReceivedTitle({ name: other.name })}
            body={tConfirm.exchangeReceivedBody}
            confirmLabel={t.confirmReceived}
            onConfirm={() => take({ step: 'received' })}
          >
            {t.confirmReceived}
          </ConfirmButton>
        </StepSection>
      )}
      {can('resolve') && (
        <StepSection title={t.resolveTheDispute} hint={t.resolveDisputeExplained}>
          <div className="flex flex-wrap gap-2">
            {(['complete', 'cancel'] as const).map((outcome) => (
              <button
                key={outcome}
                type="button"
                disabled={resolve.isPending}
                className={outcome === 'complete' ? primary : secondary}
                onClick={() =>
                  resolve.mutate(
                    { id: exchange._id, outcome },
                    {
                      onSuccess: () =>
                        notify.success(outcome === 'complete' ? t.exchangeCompleted : t.exchangeCancelled),
                      onError: (error) => notify.error(error.message),
                    },
                  )
                }
              >
                {outcome === 'complete' ? t.completeTheExchange : t.cancelTheExchange}
              </button>
            ))}
          </div>
        </StepSection>
      )}
      {can('dispute') && (
        <StepSection title={t.somethingWentWrong} collapsed>
          <ReasonForm
            label={t.disputeReasonLabel}
            submitLabel={t.openADispute}
            danger
            pending={step.isPending}
            onSubmit={(reason) => take({ step: 'dispute', body: { reason } })}
          />
        </StepSection>
      )}
      {countering && (
        <CounterDialog
          exchange={exchange}
          viewerEmail={viewerEmail}
          pending={step.isPending}
          error={counterError}
          onClose={() => setCountering(false)}
          onSubmit={({ offeredBookIds, requestedBookIds, amount, payer, message }) =>
            take(
              {
                step: 'counter',
                body: { offeredBookIds, requestedBookIds, topup: { amount, payer }, message },
              },
              (counter) => {
                setCountering(false);
                navigate(`/dashboard/exchanges/${counter._id}`);
              },
            )
          }
        />
      )}
    </div>
  );
}

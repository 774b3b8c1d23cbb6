// The admin ledger page's labels for values that travel as keys (account classes, reconciliation checks).
import type { LedgerAccountClass, LedgerTransactionKind } from '@boibazar/shared/ledger';
import type { ReconciliationCheck } from '@boibazar/shared/reconciliation';
import type { ledgerText } from '../i18n.ts';

type LedgerText = ReturnType<typeof ledgerText.get>;

export const classLabel = (t: LedgerText, cls: LedgerAccountClass): string =>
  ({
    received: t.classReceived,
    held: t.classHeld,
    available: t.classAvailable,
    in_flight: t.classInFlight,
    paid_out: t.classPaidOut,
    refunds: t.classRefunds,
    fee_revenue: t.classFeeRevenue,
    cod_collected: t.classCodCollected,
    cod_sales: t.classCodSales,
    courier_payable: t.classCourierPayable,
    courier_receivable: t.classCourierReceivable,
  })[cls];

export const kindLabel = (t: LedgerText, kind: LedgerTransactionKind): string =>
  ({
    payment: t.kindPayment,
    topup: t.kindTopup,
    release: t.kindRelease,
    refund: t.kindRefund,
    cod_sale: t.kindCodSale,
    payout: t.kindPayout,
    payout_paid: t.kindPayoutPaid,
    payout_returned: t.kindPayoutReturned,
    courier_collected: t.kindCourierCollected,
    courier_settlement: t.kindCourierSettlement,
    courier_compensation: t.kindCourierCompensation,
  })[kind];

export const checkLabel = (t: LedgerText, check: ReconciliationCheck): string =>
  ({
    unbalanced_transaction: t.checkUnbalancedTransaction,
    equation: t.checkEquation,
    negative_balance: t.checkNegativeBalance,
    payment_not_posted: t.checkPaymentNotPosted,
    payment_amount: t.checkPaymentAmount,
    posting_without_payment: t.checkPostingWithoutPayment,
    topup_not_posted: t.checkTopupNotPosted,
    refund_not_posted: t.checkRefundNotPosted,
    payout_posting: t.checkPayoutPosting,
    posting_without_payout: t.checkPostingWithoutPayout,
    provider_missing: t.checkProviderMissing,
    provider_status: t.checkProviderStatus,
    provider_amount: t.checkProviderAmount,
    provider_refund: t.checkProviderRefund,
    provider_unreachable: t.checkProviderUnreachable,
    courier_receivable_overdue: t.checkCourierReceivableOverdue,
    settlement_unposted: t.checkSettlementUnposted,
    settlement_parcel: t.checkSettlementParcel,
  })[check];

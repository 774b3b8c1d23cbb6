// Rows to the contract's answers (packages/shared/src/payouts.ts).
import type { AdminPayout, Payout, PayoutMethod } from '@boibazar/shared/payouts';
import type { MethodRow, PayoutRow } from './payout-repository.ts';

export const toMethod = (row: MethodRow): PayoutMethod => ({
  _id: row.id,
  kind: row.kind,
  accountNumber: row.account_number,
  accountName: row.account_name,
  bankName: row.bank_name,
  branch: row.branch,
  usableFrom: row.usable_from,
  createdAt: row.created_at,
  isDefault: Number(row.is_default) === 1,
});

export const toPayout = (row: PayoutRow): Payout => ({
  _id: row.id,
  sellerId: row.seller_id,
  amount: row.amount,
  status: row.status,
  method: { kind: row.method_kind, accountNumber: row.method_account_number, bankName: row.method_bank_name },
  methodId: row.method_id,
  reason: row.reason,
  reference: row.reference,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toAdminPayout = (
  row: PayoutRow & { seller_name: string; seller_email: string },
): AdminPayout => ({
  ...toPayout(row),
  sellerName: row.seller_name,
  sellerEmail: row.seller_email,
});

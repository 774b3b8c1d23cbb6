// Deleting a seller or a buyer is one workflow across identity, catalogue and orders, in one transaction
// (docs/decisions/040-what-deletion-means.md).
import type { DeletionSummary } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { unsoldListingsOf, withdrawSellerListings } from '../catalogue/index.ts';
import { deleteUserAccount } from '../identity/index.ts';
import { cancelOpenBookingsOfBuyer, countOpenBookingsOfBooks } from '../orders/index.ts';

export type MemberRole = 'Seller' | 'Buyer';

/**
 * Deletes the live account `memberId` of role `role`: the account can no longer sign in and its tokens
 * fail at once; a seller's unsold books are withdrawn and their open bookings cancelled; the member's
 * own open bookings are cancelled. Paid bookings and payments are kept.
 */
export async function deleteMember(
  db: Db,
  adminId: string,
  memberId: string,
  role: MemberRole,
): Promise<DeletionSummary> {
  if (memberId === adminId) throw badRequest('OWN_ACCOUNT', 'You cannot delete your own account');
  // inTransaction: the cancelled bookings announce themselves (order.cancelled) in this transaction.
  return inTransaction(db, async (trx) => {
    // First, so a second admin deleting the same account at the same time waits here and then finds nothing.
    const deleted = await deleteUserAccount(trx, memberId, [role]);
    if (!deleted) throw notFound('MEMBER_NOT_FOUND', role);
    let withdrawnBooks = 0;
    let cancelledBookings = 0;
    if (role === 'Seller') {
      // Counted first: withdrawing announces `book.left_market`, on which orders cancels them (decision 400).
      cancelledBookings += await countOpenBookingsOfBooks(trx, await unsoldListingsOf(trx, memberId));
      withdrawnBooks = (await withdrawSellerListings(trx, memberId)).length;
    }
    cancelledBookings += await cancelOpenBookingsOfBuyer(trx, memberId);
    return { deletedCount: 1, withdrawnBooks, cancelledBookings };
  });
}

// A member's money as the ledger has it: every figure a sum of entries, read in one go.
import type { Balance } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { feesCharged, heldFor, memberClassBalance } from './ledger-repository.ts';

export async function getBalance(db: Db, userId: string): Promise<Balance> {
  const [available, held, inFlight, paidOut, fees, codCollected] = await Promise.all([
    memberClassBalance(db, userId, 'available'),
    heldFor(db, userId),
    memberClassBalance(db, userId, 'in_flight'),
    memberClassBalance(db, userId, 'paid_out'),
    feesCharged(db, userId),
    memberClassBalance(db, userId, 'cod_collected'),
  ]);
  return { available, held, inFlight, paidOut, fees, codCollected };
}

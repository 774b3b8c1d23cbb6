// Cash on delivery's own rows: each buyer's refusals since the admin last allowed them (decision 151).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

/** A buyer with this many refusals can no longer choose cash on delivery until the admin allows it again. */
export const COD_REFUSALS_LIMIT = 2;
/** A buyer may have at most this many cash-on-delivery orders waiting for the cash at once. */
export const COD_OPEN_LIMIT = 2;

export async function codRefusalsOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cod_standing')
    .select('refusals')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.refusals ?? 0);
}

export async function addCodRefusal(trx: Db, userId: string): Promise<void> {
  await trx
    .insertInto('cod_standing')
    .values({ user_id: userId, refusals: 1, updated_at: nowIso() })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ refusals: sql`cod_standing.refusals + 1`, updated_at: nowIso() }),
    )
    .execute();
}

export async function resetCodRefusals(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('cod_standing')
    .values({ user_id: userId, refusals: 0, updated_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ refusals: 0, updated_at: nowIso() }))
    .execute();
}

/**
 * Takes the buyer's standing row inside a transaction (creating it when missing), so two cash-on-delivery
 * orders of one buyer placed at once queue here and the second sees the first (the open-orders limit).
 */
export async function holdCodStanding(trx: Db, userId: string): Promise<void> {
  await trx
    .insertInto('cod_standing')
    .values({ user_id: userId, refusals: 0, updated_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: nowIso() }))
    .execute();
}

// The demo module's own mark in `meta`: demo data is loaded once per database.
import type { Db } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'demo_seeded').executeTakeFirst();
  return Boolean(row);
}

export async function markDemoSeeded(trx: Db): Promise<void> {
  await trx.insertInto('meta').values({ key: 'demo_seeded', value: clock.nowIso() }).execute();
}

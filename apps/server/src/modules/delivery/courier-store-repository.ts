// All SQL of couriers' pickup stores (decision 475): one per courier, seller and district.
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

export async function findCourierStore(
  db: Db,
  courier: string,
  sellerId: string,
  district: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('courier_stores')
    .select('store_id')
    .where('courier', '=', courier)
    .where('seller_id', '=', sellerId)
    .where('district', '=', district)
    .executeTakeFirst();
  return row?.store_id ?? null;
}

/** The first one saved wins (two parcels booked at once find the same store by its name anyway). */
export async function saveCourierStore(
  db: Db,
  store: { courier: string; sellerId: string; district: string; storeId: string; storeName: string },
): Promise<string> {
  await db
    .insertInto('courier_stores')
    .values({
      courier: store.courier,
      seller_id: store.sellerId,
      district: store.district,
      store_id: store.storeId,
      store_name: store.storeName,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['courier', 'seller_id', 'district']).doNothing())
    .execute();
  return (await findCourierStore(db, store.courier, store.sellerId, store.district)) ?? store.storeId;
}

// All SQL of delivery addresses (decision 310): each member's own, never anyone else's.
import type { DeliveryAddress } from '@boibazar/shared/delivery';
import type { Db } from '../../db/database.ts';
import type { DeliveryAddressesTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';

export interface AddressFields {
  name: string;
  phone: string;
  district: string;
  thana: string;
  area: string;
  line: string;
}

const present = (row: DeliveryAddressesTable): DeliveryAddress => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  district: row.district as DeliveryAddress['district'],
  thana: row.thana,
  area: row.area,
  line: row.line,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Newest-used first, then newest made: the first is the one booking pre-fills. */
export async function listAddresses(db: Db, userId: string): Promise<DeliveryAddress[]> {
  const rows = await db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('last_used_at', 'is', null).then(1).else(0).end())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(present);
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's own address, or undefined (someone else's reads as missing). */
export async function findOwnAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<DeliveryAddress | undefined> {
  const row = await db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && present(row);
}

export async function insertAddress(db: Db, userId: string, fields: AddressFields): Promise<string> {
  const id = newId();
  await db
    .insertInto('delivery_addresses')
    .values({ id, user_id: userId, ...fields, created_at: nowIso(), last_used_at: null })
    .execute();
  return id;
}

export async function updateOwnAddress(
  db: Db,
  userId: string,
  id: string,
  fields: Partial<AddressFields>,
): Promise<boolean> {
  if (Object.keys(fields).length === 0) return (await findOwnAddress(db, userId, id)) !== undefined;
  const result = await db
    .updateTable('delivery_addresses')
    .set(fields)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOwnAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('delivery_addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Marks an address as the one last chosen for a delivery (booking pre-fills it next time). */
export async function markAddressUsed(db: Db, userId: string, id: string): Promise<void> {
  await db
    .updateTable('delivery_addresses')
    .set({ last_used_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** The seller's own address in a district, newest used first: where the courier picks their books up. */
export async function sellersAddressIn(db: Db, sellerId: string, district: string) {
  return db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('user_id', '=', sellerId)
    .where('district', '=', district)
    .orderBy((eb) => eb.case().when('last_used_at', 'is', null).then(1).else(0).end())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

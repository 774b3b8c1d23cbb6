// The admin's lists of sellers and buyers: live accounts of one role, newest first, keyset-paged
// (served by users_role_created_idx).
import type { Member } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Role } from '../../db/schema.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { toUser } from './user-repository.ts';

export const memberCursor = (member: Member): Cursor => ({ key: member.createdAt, id: member._id });

/** Fetches limit + 1 rows so the caller can tell whether a next page exists. */
export async function listMembers(
  db: Db,
  role: Role,
  page: { limit: number; cursor?: Cursor },
): Promise<Member[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'image', 'role', 'verified', 'created_at'])
    .where('role', '=', role)
    .where('deleted_at', 'is', null);
  const cursor = page.cursor;
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.key),
        eb.and([eb('created_at', '=', cursor.key), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at }));
}

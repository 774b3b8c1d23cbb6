// The admin's lists of sellers and buyers: live accounts of one role, newest first, keyset-paged
// (served by users_role_created_idx).
import type { Member } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Role } from '../../db/schema.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';
import { toUser } from './user-repository.ts';

export const memberCursor = (member: Member): Cursor => ({ key: member.createdAt, id: member._id });

/** Fetches limit + 1 rows so the caller can tell whether a next page exists. */
export async function listMembers(db: Db, role: Role, page: Page): Promise<Member[]> {
  const query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'image', 'role', 'verified', 'created_at'])
    .where('role', '=', role)
    .where('deleted_at', 'is', null);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at }));
}

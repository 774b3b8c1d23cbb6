// POST /api/me/start-selling (issue 14): a Buyer becomes a Seller to list books (and so exchange them).
// One way, never to Admin; a conditional update, so repeated or concurrent calls change the row once.
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import type { AuthUser } from './token-service.ts';
import { promoteBuyerToSeller, type User } from './user-repository.ts';

export async function startSelling(db: Db, user: AuthUser): Promise<User> {
  if (user.role === 'Admin') throw conflict('ADMIN_CANNOT_SELL', 'An admin account cannot become a seller');
  if (user.role === 'Buyer') await promoteBuyerToSeller(db, user._id);
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: 'Seller',
    verified: user.verified,
  };
}

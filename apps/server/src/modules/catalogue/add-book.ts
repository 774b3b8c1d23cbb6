import type { NewBook } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/token-service.ts';
import { findCategory } from './category-repository.ts';
import { keyOfUrl, type ImageStorage } from './image-storage.ts';

/** A seller lists a book. Owner, email, time and isSold come from the caller and the clock, never the body. */
export async function addBook(
  db: Db,
  storage: ImageStorage,
  seller: AuthUser,
  input: NewBook,
): Promise<{ id: string }> {
  if (!(await findCategory(db, input.category))) throw badRequest('Choose a category that exists');
  const uploadKey = keyOfUrl(input.image);
  if (uploadKey && !(await storage.exists(uploadKey)))
    throw badRequest('The uploaded photo was not found; please upload it again');
  const id = newId();
  await db
    .insertInto('books')
    .values({
      id,
      seller_id: seller._id,
      category_id: input.category,
      product_name: input.productName,
      author: input.author,
      isbn: input.isbn,
      image: input.image,
      location: input.location,
      condition: input.condition,
      resale: input.resale,
      original: input.original,
      years_used: input.year,
      purchase_year: input.purchage,
      seller_name: input.sellerName,
      contact: input.conatct,
      description: input.description,
      is_sold: 0,
      advertised: 0,
      created_at: nowIso(),
      deleted_at: null,
    })
    .execute();
  return { id };
}

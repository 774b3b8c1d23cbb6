import type { Review } from '@boibazar/shared/reviews';
import type { Db } from '../../db/database.ts';
import type { ReviewsTable } from '../../db/schema.ts';
import { findPeople } from '../identity/index.ts';

/** Reviews as the API answers them, with each author's name and photo. */
export async function reviewAnswers(db: Db, rows: ReviewsTable[]): Promise<Review[]> {
  const authors = await findPeople(
    db,
    rows.map((r) => r.author_id),
  );
  return rows.map((row) => ({
    _id: row.id,
    orderId: row.order_id,
    exchangeId: row.exchange_id,
    authorId: row.author_id,
    authorName: authors.get(row.author_id)?.name ?? 'A former member',
    authorImage: authors.get(row.author_id)?.image ?? '',
    authorRole: row.author_role,
    subjectId: row.subject_id,
    rating: Number(row.rating),
    text: row.text,
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
    published: row.published_at !== null,
    hidden: row.hidden_at !== null,
  }));
}

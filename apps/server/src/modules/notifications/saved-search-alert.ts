// A saved search's alert (issue 28, decision 340): a new listing matches a reader's saved search. The
// saved-searches module announces each match from its job, after the listing committed; nobody imports
// this file but the subscribers' registration.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notify, type NotificationSettings } from './notify.ts';

const savedSearchMatch = z.object({
  userId: z.string(),
  savedSearchId: z.string(),
  searchName: z.string(),
  bookId: z.string(),
  bookName: z.string(),
});

export function subscribeSavedSearchAlerts(app: FastifyInstance, settings: NotificationSettings): void {
  app.events.subscribe('saved-search.match', async (raw, { db }) => {
    const e = savedSearchMatch.parse(raw);
    // The wishlist kind: both tell a reader that a book they are waiting for was listed (one preference).
    await notify(db, settings, {
      userId: e.userId,
      type: 'wishlist',
      title: `New for your saved search ${e.searchName}`,
      body: `${e.bookName} was just listed and matches your saved search ${e.searchName}.`,
      link: `/books/${e.bookId}`,
    });
  });
}

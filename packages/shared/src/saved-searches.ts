// Saved searches (issue 28): a signed-in reader keeps a search (words and filters) and hears when a new
// listing matches it (decision 340).
import { z } from 'zod';
import { searchFilterSchema } from './catalogue.ts';
import { deleteResultSchema, idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** A reader keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 30;

/** The search kept: its words and filters (the filter values as keys), without sort or page. */
export const savedFilterSchema = searchFilterSchema.omit({ sort: true });
export type SavedFilter = z.infer<typeof savedFilterSchema>;

const nameSchema = z
  .string({ message: 'Name must be text' })
  .trim()
  .min(1, 'Name cannot be empty')
  .max(80, 'Name must be at most 80 characters');

/**
 * How a saved search's new matches come by email (decision 390): not at all, at the first match of a day,
 * or one digest at the end of the day; at most one email per saved search a day either way.
 */
export const SAVED_SEARCH_EMAILS = ['off', 'instant', 'daily'] as const;
export type SavedSearchEmail = (typeof SAVED_SEARCH_EMAILS)[number];
const emailSchema = z.enum(SAVED_SEARCH_EMAILS, { message: 'email must be off, instant or daily' });

/** POST /api/saved-searches: the search, named by the reader or, without a name, by its words. */
export const newSavedSearchSchema = z.object({
  name: nameSchema.optional(),
  filter: savedFilterSchema,
  /** daily unless chosen. */
  email: emailSchema.optional(),
});
export type NewSavedSearch = z.input<typeof newSavedSearchSchema>;

/** PATCH /api/saved-searches/:id: rename, pause or resume, or choose its email. */
export const savedSearchChangesSchema = z
  .object({
    name: nameSchema.optional(),
    paused: z.boolean({ message: 'paused must be true or false' }).optional(),
    email: emailSchema.optional(),
  })
  .refine((c) => c.name !== undefined || c.paused !== undefined || c.email !== undefined, {
    message: 'Nothing to change',
  });
export type SavedSearchChanges = z.input<typeof savedSearchChangesSchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filter: z.object({
    q: z.string().optional(),
    category: z.string().optional(),
    condition: z.string().optional(),
    location: z.string().optional(),
    minPrice: z.number().int().optional(),
    maxPrice: z.number().int().optional(),
    exchange: z.literal('1').optional(),
    cod: z.literal('1').optional(),
  }),
  paused: z.boolean(),
  email: z.enum(SAVED_SEARCH_EMAILS),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The saved searches' endpoints (decision 466). */
export const savedSearchEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/saved-searches',
    answer: z.array(savedSearchSchema),
    page: true,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/saved-searches',
    body: newSavedSearchSchema,
    answer: savedSearchSchema,
    status: 201,
  }),
  change: defineEndpoint({
    method: 'PATCH',
    path: '/saved-searches/:id',
    params: idParam,
    body: savedSearchChangesSchema,
    answer: savedSearchSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/saved-searches/:id',
    params: idParam,
    answer: deleteResultSchema,
  }),
};

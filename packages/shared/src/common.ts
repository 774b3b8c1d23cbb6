import { z } from 'zod';

/** Every error the API returns. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const idParam = z.object({ id: z.string().min(1).max(64) });

/** The spec's result envelopes (§7), MongoDB-shaped: what a create, delete or change answers. */
export const insertResultSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const deleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number() });
export const modifyResultSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number() });
export type InsertResult = z.infer<typeof insertResultSchema>;
export type DeleteResult = z.infer<typeof deleteResultSchema>;
export type ModifyResult = z.infer<typeof modifyResultSchema>;

export { NEXT_CURSOR_HEADER } from './http.ts';

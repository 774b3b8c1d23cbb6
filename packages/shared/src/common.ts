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

export { NEXT_CURSOR_HEADER } from './http.ts';

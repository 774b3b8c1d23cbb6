import { z } from 'zod';

export const categorySchema = z.object({ _id: z.string(), categoryName: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const newCategorySchema = z.object({
  categoryName: z
    .string({ message: 'Category name is required' })
    .trim()
    .min(1, 'Category name cannot be empty')
    .max(60, 'Category name must be at most 60 characters'),
});
export type NewCategory = z.infer<typeof newCategorySchema>;

export const insertResultSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });

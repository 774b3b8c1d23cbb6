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

/** A listing as the API returns it; field names are the spec's (§3), `purchage` and `conatct` included. */
export const bookSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  author: z.string().nullable(),
  isbn: z.string().nullable(),
  image: z.string(),
  location: z.string(),
  condition: z.string(),
  resale: z.number().int(),
  original: z.number().int(),
  year: z.number().int(),
  purchage: z.number().int(),
  category: z.string(),
  time: z.string(),
  sellerName: z.string(),
  sellerVerified: z.boolean(),
  conatct: z.string(),
  description: z.string(),
  email: z.string(),
  isSold: z.boolean(),
  advertised: z.boolean(),
});
export type Book = z.infer<typeof bookSchema>;

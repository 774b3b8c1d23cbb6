import { z } from 'zod';
import { refuseBadImage } from './images.ts';

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

/** A book with the viewer's own marks, for signed-in lists (category page, search, wishlist). */
export const viewedBookSchema = bookSchema.extend({ wishlisted: z.boolean().optional() });
export type ViewedBook = z.infer<typeof viewedBookSchema>;

/** GET /api/category/:id: the category and one page of its unsold books (next page in X-Next-Cursor). */
export const categoryWithBooksSchema = categorySchema.extend({ books: z.array(viewedBookSchema) });
export type CategoryWithBooks = z.infer<typeof categoryWithBooksSchema>;

export const LIMITS = {
  productName: 120,
  author: 120,
  isbn: 17,
  location: 80,
  condition: 40,
  sellerName: 80,
  conatct: 30,
  description: 2000,
  image: 500,
  price: 1_000_000,
  yearsUsed: 100,
  earliestPurchaseYear: 1900,
} as const;

/**
 * The web form's inputs are free text (spec §5), so numbers may arrive as strings: a string of digits is
 * accepted, anything else ('abc', '-5', '2.5') is refused with a message naming the field.
 */
function wholeNumber(opts: { required: string; label: string; min: number; max: () => number }) {
  return z.union([z.number(), z.string()], { message: opts.required }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: opts.required });
      return z.NEVER;
    }
    const n = typeof text === 'string' ? (/^\d{1,9}$/.test(text) ? Number(text) : NaN) : text;
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: `${opts.label} must be a whole number` });
      return z.NEVER;
    }
    if (n < opts.min || n > opts.max()) {
      ctx.addIssue({
        code: 'custom',
        message: `${opts.label} must be between ${opts.min} and ${opts.max()}`,
      });
      return z.NEVER;
    }
    return n;
  });
}

const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export { imageProblem, UPLOADED_IMAGE } from './images.ts';

/** POST /api/products. Field names are the spec's; time, email and isSold are set by the server. */
export const newBookSchema = z.object({
  productName: requiredText('Name is Required', 'Name', LIMITS.productName),
  image: requiredText('Photo is Required', 'Photo', LIMITS.image).superRefine(refuseBadImage),
  location: requiredText('Location is Required', 'Location', LIMITS.location),
  condition: requiredText('condotion is Required', 'Condition', LIMITS.condition),
  resale: wholeNumber({
    required: 'Resale Price is Required',
    label: 'Resale Price',
    min: 0,
    max: () => LIMITS.price,
  }),
  original: wholeNumber({
    required: 'Original Price is Required',
    label: 'Original Price',
    min: 0,
    max: () => LIMITS.price,
  }),
  purchage: wholeNumber({
    required: 'Purchage Year is Required',
    label: 'Purchage Year',
    min: LIMITS.earliestPurchaseYear,
    max: () => new Date().getFullYear(),
  }),
  year: wholeNumber({
    required: 'Year of use is Required',
    label: 'Year of use',
    min: 0,
    max: () => LIMITS.yearsUsed,
  }),
  sellerName: requiredText('Seller is Required', 'Seller', LIMITS.sellerName),
  conatct: requiredText('phone is Required', 'Phone', LIMITS.conatct),
  description: requiredText('description is Required', 'Description', LIMITS.description),
  category: z.string({ message: 'Category is Required' }).trim().min(1, 'Category is Required').max(64),
  author: optionalText('Author', LIMITS.author),
  isbn: optionalText('ISBN', LIMITS.isbn).refine((v) => v === null || /^[0-9Xx-]{10,17}$/.test(v), {
    message: 'ISBN must be 10 or 13 digits (dashes allowed)',
  }),
});
export type NewBookInput = z.input<typeof newBookSchema>;
export type NewBook = z.output<typeof newBookSchema>;

export const uploadedImageSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const myBooksQuery = z.object({ email: z.string().trim().max(254).optional() });

export const deleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number() });
export const modifyResultSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number() });

export const reportBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(300, 'The reason must be at most 300 characters')
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .optional()
  .nullable();

/** GET /api/books/reported: one live book with open reports. */
export const reportedBookSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  email: z.string(),
  sellerName: z.string(),
  image: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string(),
});
export type ReportedBook = z.infer<typeof reportedBookSchema>;

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchFilterSchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z.string().trim().max(64).optional(),
  minPrice: z.coerce.number().int().min(0).max(LIMITS.price).optional(),
  maxPrice: z.coerce.number().int().min(0).max(LIMITS.price).optional(),
  condition: z.string().trim().max(LIMITS.condition).optional(),
  location: z.string().trim().max(LIMITS.location).optional(),
  sort: z.enum(SEARCH_SORTS).default('newest'),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;

import { z } from 'zod';
import { catalogueRoutes } from './catalogue-routes.ts';
import { deleteResultSchema, idParam, insertResultSchema, modifyResultSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { refuseBadImage } from './images.ts';
import { toLatinDigits } from './digits.ts';
import { conditionKeyOf, districtKeyOf } from './filter-values.ts';

/** A category; `categoryNameBn` is its name in Bangla, set by the admin (null until then). */
export const categorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  categoryNameBn: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** The Bangla name: optional; blank clears it. */
const categoryNameBnSchema = z
  .string({ message: 'Bangla name must be text' })
  .trim()
  .max(60, 'Bangla name must be at most 60 characters')
  .transform((value) => (value === '' ? null : value.normalize('NFC')));

export const newCategorySchema = z.object({
  categoryName: z
    .string({ message: 'Category name is required' })
    .trim()
    .min(1, 'Category name cannot be empty')
    .max(60, 'Category name must be at most 60 characters'),
  categoryNameBn: categoryNameBnSchema.optional(),
});
export type NewCategory = z.input<typeof newCategorySchema>;

/** PATCH /api/categories/:id (admin): set or clear the category's Bangla name. */
export const categoryBanglaNameSchema = z.object({ categoryNameBn: categoryNameBnSchema });
export type CategoryBanglaName = z.input<typeof categoryBanglaNameSchema>;

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
  /** The seller's account id, for the link to their profile (/sellers/:id). */
  sellerId: z.string(),
  sellerVerified: z.boolean(),
  conatct: z.string(),
  description: z.string(),
  email: z.string(),
  isSold: z.boolean(),
  advertised: z.boolean(),
  /** The seller accepts cash on delivery for this book (docs/decisions/151-cash-on-delivery.md). */
  cashOnDelivery: z.boolean(),
  /** The seller sends this book by courier: buyers may choose home delivery (decision 310). */
  sendsByCourier: z.boolean(),
  /** The seller's rating from their buyers' published reviews; null before the first one. */
  sellerRating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** Issue 14: the seller takes other books for it, and says what they want in return. */
  openToExchange: z.boolean(),
  wants: z.string(),
  /** 'reserved' while an accepted exchange holds it, 'exchanged' once that exchange completed. */
  exchangeState: z.enum(['reserved', 'exchanged']).nullable(),
  /** Reserved for a buyer whose offer was accepted, until they pay or the hold lapses (decision 250). */
  heldForOffer: z.boolean(),
});
export type Book = z.infer<typeof bookSchema>;

/** A book with the viewer's own marks, for signed-in lists (category page, search, wishlist). */
export const viewedBookSchema = bookSchema.extend({ wishlisted: z.boolean().optional() });
export type ViewedBook = z.infer<typeof viewedBookSchema>;

/** GET /api/books/:id/related: the seller's other unsold books and unsold books of the same category. */
export const relatedBooksSchema = z.object({
  moreFromSeller: z.array(bookSchema),
  similar: z.array(bookSchema),
});
export type RelatedBooks = z.infer<typeof relatedBooksSchema>;

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
  wants: 300,
  publisher: 120,
  language: 40,
  pages: 20_000,
} as const;

/**
 * The web form's inputs are free text (spec §5), so numbers may arrive as strings: a string of digits is
 * accepted, anything else ('abc', '-5', '2.5') is refused with a message naming the field.
 */
function wholeNumber(opts: { required: string; label: string; min: number; max: () => number }) {
  return z.union([z.number(), z.string()], { message: opts.required }).transform((value, ctx) => {
    // Bengali digits ('১২৫০') are the same number as Latin ones (issue 17).
    const text = typeof value === 'string' ? toLatinDigits(value.trim()) : value;
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

/** A whole number the form may leave empty (null); otherwise checked like `wholeNumber`. */
const optionalWholeNumber = (opts: { label: string; min: number; max: () => number }) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return null;
      const text = typeof value === 'string' ? toLatinDigits(value.trim()) : value;
      if (text === '') return null;
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
  conatct: requiredText('phone is Required', 'Phone', LIMITS.conatct).transform(toLatinDigits),
  description: requiredText('description is Required', 'Description', LIMITS.description),
  category: z.string({ message: 'Category is Required' }).trim().min(1, 'Category is Required').max(64),
  author: optionalText('Author', LIMITS.author),
  // Bengali digits are the same ISBN (issue 29); the loose shape check stays the spec's.
  isbn: optionalText('ISBN', LIMITS.isbn)
    .transform((v) => (v === null ? null : toLatinDigits(v)))
    .refine((v) => v === null || /^[0-9Xx -]{10,17}$/.test(v), {
      message: 'ISBN must be 10 or 13 digits (dashes allowed)',
    }),
  /** Issue 29: details an ISBN lookup fills in (the seller may change or clear them); all optional. */
  publisher: optionalText('Publisher', LIMITS.publisher),
  publishedYear: optionalWholeNumber({
    label: 'Year of publication',
    min: 1450,
    max: () => new Date().getFullYear() + 1,
  }),
  pages: optionalWholeNumber({ label: 'Pages', min: 1, max: () => LIMITS.pages }),
  language: optionalText('Language', LIMITS.language),
  openToExchange: z.boolean({ message: 'openToExchange must be true or false' }).default(false),
  wants: z
    .string()
    .trim()
    .max(LIMITS.wants, `What you want in return must be at most ${LIMITS.wants} characters`)
    .default(''),
  /** Whether a buyer may choose cash on delivery for this book; off unless the seller turns it on. */
  cashOnDelivery: z.boolean().default(false),
  /** Whether the seller sends it by courier (home delivery); on unless they turn it off (decision 310). */
  sendsByCourier: z.boolean({ message: 'sendsByCourier must be true or false' }).default(true),
});
export type NewBookInput = z.input<typeof newBookSchema>;
export type NewBook = z.output<typeof newBookSchema>;

/** The conditions the Add a Book and edit forms offer (the API still takes any text, spec §5). */
export const BOOK_CONDITIONS = ['New', 'Like New', 'Excellent', 'Good', 'Fair', 'Worn'] as const;

/** PATCH /api/books/:id: what the seller may change after listing; at least one field. */
export const bookChangesSchema = newBookSchema
  .pick({ resale: true, description: true, image: true, condition: true })
  .extend({
    openToExchange: z.boolean({ message: 'openToExchange must be true or false' }),
    wants: z
      .string()
      .trim()
      .max(LIMITS.wants, `What you want in return must be at most ${LIMITS.wants} characters`),
  })
  .extend({ cashOnDelivery: z.boolean(), sendsByCourier: z.boolean() })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Change at least one of price, description, photo, condition or cash on delivery',
  });
export type BookChangesInput = z.input<typeof bookChangesSchema>;
export type BookChanges = z.output<typeof bookChangesSchema>;

/** GET /api/mybooks: the seller's own listing with how often it was opened and wishlisted. */
export const myBookSchema = bookSchema.extend({
  views: z.number().int(),
  wishlistCount: z.number().int(),
});
export type MyBook = z.infer<typeof myBookSchema>;

export const uploadedImageSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** A listing has at most this many photos; the first is its cover (decision 380). */
export const MAX_BOOK_PHOTOS = 6;

/** One photo of a listing's gallery; `id` is `cover` for a listing that only has its spec `image`. */
export const bookPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type BookPhoto = z.infer<typeof bookPhotoSchema>;
export const bookPhotosSchema = z.object({ photos: z.array(bookPhotoSchema) });
export type BookPhotos = z.infer<typeof bookPhotosSchema>;

/** PATCH /books/:id/photos: every photo id of the listing, once each, the cover first. */
export const photoOrderSchema = z.object({
  order: z.array(z.string().min(1).max(64)).min(1).max(MAX_BOOK_PHOTOS),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

export const myBooksQuery = z.object({ email: z.string().trim().max(254).optional() });

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

/** `?exchange=1` on category pages and search: only books open to exchange. */
export const exchangeFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** `relevance` (best match) is the default when there are words to search, `newest` when there are none. */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * A search filter as the page's address carries it: any text in, checked by `values` (the same 400 and
 * message). The web sends the address's words as they are and the server judges them (decision 497).
 */
const addressText = <T extends z.ZodType<string, string>>(values: T) => z.string().pipe(values);

export const searchFilterSchema = z.object({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  category: z.string().trim().max(64).optional(),
  minPrice: z.coerce.number().int().min(0).max(LIMITS.price).optional(),
  maxPrice: z.coerce.number().int().min(0).max(LIMITS.price).optional(),
  /** A condition's key ('Good'); its Bangla name ('ভালো') or any letter case means the same (decision 340). */
  condition: z.string().trim().max(LIMITS.condition).transform(conditionKeyOf).optional(),
  /** A place's beginning; a district's Bangla name ('ঢাকা') or old spelling means its key ('Dhaka'). */
  location: z.string().trim().max(LIMITS.location).transform(districtKeyOf).optional(),
  sort: addressText(z.enum(SEARCH_SORTS)).optional(),
  /** `1` or `true`: only books open to exchange. */
  exchange: addressText(z.enum(['0', '1', 'true', 'false'])).optional(),
  /** `1` or `true`: only books whose seller takes cash on delivery. */
  cod: addressText(z.enum(['0', '1', 'true', 'false'])).optional(),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/** Whether a `0`/`1`/`true`/`false` flag of a filter is on. */
export const flagOn = (value: string | undefined) => value === '1' || value === 'true';

/** GET /api/search/facets: how many books the current search finds, and for each filter value. */
const facetCount = z.object({ value: z.string(), count: z.number().int() });
export const searchFacetsSchema = z.object({
  total: z.number().int(),
  categories: z.array(facetCount),
  conditions: z.array(facetCount),
  districts: z.array(facetCount),
  exchange: z.number().int(),
  cod: z.number().int(),
  /** More books match than were counted: each count is then "at least" (decision 390). */
  capped: z.boolean().optional(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** GET /api/search/suggestions?q=: titles, authors and categories for the words typed so far. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least two letters')
    .max(100, 'Search text must be at most 100 characters'),
});
export const suggestionSchema = z.object({
  kind: z.enum(['title', 'author', 'category']),
  text: z.string(),
  /** For a category: its id, so picking it opens that category's filter. */
  categoryId: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A listing's photos (decision 380): the gallery for anyone; add, reorder and remove for its seller (decision 466). */
export const bookPhotoEndpoints = {
  photos: defineEndpoint({
    method: 'GET',
    path: '/books/:id/photos',
    params: idParam,
    answer: bookPhotosSchema,
  }),
  /** One more photo (multipart/form-data, one file), last in the order. */
  add: defineEndpoint({
    method: 'POST',
    path: '/books/:id/photos',
    params: idParam,
    answer: bookPhotosSchema,
    status: 201,
  }),
  reorder: defineEndpoint({
    method: 'PATCH',
    path: '/books/:id/photos',
    params: idParam,
    body: photoOrderSchema,
    answer: bookPhotosSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/books/:id/photos/:photoId',
    params: idParam.extend({ photoId: z.string().min(1).max(64) }),
    answer: bookPhotosSchema,
  }),
};

const id = { params: idParam };
const bookId = { params: z.object({ bookId: z.string().min(1).max(64) }) };

/**
 * The catalogue's endpoints (decision 497): methods and paths in `catalogueRoutes` (zod-free, for the web's
 * first load), the schemas here. Paths, messages and answers are the specification's (§7).
 */
export const catalogueEndpoints = {
  categories: defineEndpoint({ ...catalogueRoutes.categories, answer: z.array(categorySchema) }),
  addCategory: defineEndpoint({
    ...catalogueRoutes.addCategory,
    body: newCategorySchema,
    answer: insertResultSchema,
    status: 201,
  }),
  nameCategory: defineEndpoint({
    ...catalogueRoutes.nameCategory,
    ...id,
    body: categoryBanglaNameSchema,
    answer: categorySchema,
  }),
  /** The category and one page of its books (`page: 'inside'`: the cursor pages `books`). */
  categoryBooks: defineEndpoint({
    ...catalogueRoutes.categoryBooks,
    ...id,
    query: z.object({ advertised: z.enum(['0', '1']).optional(), exchange: exchangeFlag }),
    answer: categoryWithBooksSchema,
    page: 'inside',
  }),
  allBooks: defineEndpoint({
    ...catalogueRoutes.allBooks,
    query: z.object({ advertised: z.enum(['0', '1', 'true', 'false']).optional() }),
    answer: z.array(bookSchema),
    page: true,
  }),
  advertised: defineEndpoint({ ...catalogueRoutes.advertised, answer: z.array(bookSchema), page: true }),
  book: defineEndpoint({ ...catalogueRoutes.book, ...id, answer: viewedBookSchema }),
  related: defineEndpoint({ ...catalogueRoutes.related, ...id, answer: relatedBooksSchema }),
  editBook: defineEndpoint({
    ...catalogueRoutes.editBook,
    ...id,
    body: bookChangesSchema,
    answer: bookSchema,
  }),
  deleteBook: defineEndpoint({ ...catalogueRoutes.deleteBook, ...id, answer: deleteResultSchema }),
  advertise: defineEndpoint({ ...catalogueRoutes.advertise, ...id, answer: modifyResultSchema }),
  report: defineEndpoint({
    ...catalogueRoutes.report,
    ...id,
    body: reportBodySchema,
    answer: modifyResultSchema,
  }),
  reported: defineEndpoint({ ...catalogueRoutes.reported, answer: z.array(reportedBookSchema), page: true }),
  addBook: defineEndpoint({
    ...catalogueRoutes.addBook,
    body: newBookSchema,
    answer: insertResultSchema,
    status: 201,
  }),
  myBooks: defineEndpoint({
    ...catalogueRoutes.myBooks,
    query: myBooksQuery,
    answer: z.array(myBookSchema),
    page: true,
  }),
  search: defineEndpoint({
    ...catalogueRoutes.search,
    query: searchFilterSchema,
    answer: z.array(viewedBookSchema),
    page: true,
  }),
  searchFacets: defineEndpoint({
    ...catalogueRoutes.searchFacets,
    query: searchFilterSchema,
    answer: searchFacetsSchema,
  }),
  suggestions: defineEndpoint({
    ...catalogueRoutes.suggestions,
    query: suggestionsQuerySchema,
    answer: z.array(suggestionSchema),
  }),
  /** multipart/form-data with one file; the handler reads it. */
  upload: defineEndpoint({ ...catalogueRoutes.upload, answer: uploadedImageSchema, status: 201 }),
  avatar: defineEndpoint({ ...catalogueRoutes.avatar, answer: uploadedImageSchema, status: 201 }),
  wishlist: defineEndpoint({ ...catalogueRoutes.wishlist, answer: z.array(viewedBookSchema), page: true }),
  addToWishlist: defineEndpoint({ ...catalogueRoutes.addToWishlist, ...bookId, answer: modifyResultSchema }),
  removeFromWishlist: defineEndpoint({
    ...catalogueRoutes.removeFromWishlist,
    ...bookId,
    answer: deleteResultSchema,
  }),
};

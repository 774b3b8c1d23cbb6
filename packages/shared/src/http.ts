// Plain constants the web app needs on its first load. Kept free of zod so that the main bundle does
// not carry it (the schemas that need zod load with the pages that use them).

/** The header that carries the next page's cursor on every list endpoint. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * On a search that found nothing: the closest title or author, percent-encoded (a header carries only
 * Latin-1), for 'Did you mean …?' (decision 220).
 */
export const DID_YOU_MEAN_HEADER = 'x-did-you-mean';

/** The key under which the web app keeps the access token (spec §3). */
export const ACCESS_TOKEN_KEY = 'boibazar-access-token';

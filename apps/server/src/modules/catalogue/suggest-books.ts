// Suggestions as the reader types (issue 28): titles, authors and categories holding every word typed so
// far, in either script, by the same word rules as the search (decision 220), so a suggestion always finds.
import type { Category, Suggestion } from '@boibazar/shared/catalogue';
import { foldText, queryFinds, searchTermsOf } from '@boibazar/shared/search-text';
import type { Db, Dialect } from '../../db/database.ts';
import { findSuggestionSources } from './search-repository.ts';

export const MAX_SUGGESTIONS = 8;
/** Books read per suggestion list: enough for eight different titles and authors among near copies. */
const BOOKS_READ = 60;

export async function suggestBooks(
  db: Db,
  dialect: Dialect,
  categories: Category[],
  q: string,
): Promise<Suggestion[]> {
  const seen = new Set<string>();
  const distinct = (suggestion: Suggestion) => {
    const key = `${suggestion.kind} ${foldText(suggestion.text)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const books = await findSuggestionSources(db, dialect, searchTermsOf(q), BOOKS_READ);
  const titles = books
    .filter((book) => queryFinds(q, book.title))
    .map((book): Suggestion => ({ kind: 'title', text: book.title }))
    .filter(distinct);
  const authors = books
    .flatMap((book): Suggestion[] =>
      book.author && queryFinds(q, book.author) ? [{ kind: 'author', text: book.author }] : [],
    )
    .filter(distinct);
  const shelves = categories.flatMap((category): Suggestion[] => {
    const names = [category.categoryName, category.categoryNameBn].filter((n): n is string => Boolean(n));
    const name = names.find((n) => queryFinds(q, n));
    return name ? [{ kind: 'category', text: name, categoryId: category._id }] : [];
  });
  // Titles first (a reader mostly looks for a book), then authors, then shelves; each kind keeps a place.
  const picked = [...titles.slice(0, 5), ...authors.slice(0, 3), ...shelves.slice(0, 2)];
  const rest = [...titles.slice(5), ...authors.slice(3), ...shelves.slice(2)];
  return [...picked, ...rest].slice(0, MAX_SUGGESTIONS);
}

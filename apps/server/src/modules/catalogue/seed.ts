// The catalogue's test and bench face (decisions 486, 497): bulk inserts of books and categories, with no event
// and no checks, for the tests' and benchmarks' fixtures, and the reads only they use (the list and search
// queries themselves, their plans, the facet counts and suggestions outside a request). The lint lets only
// apps/server/test/ import this file; every module, the demo data included, uses index.ts, whose writes are
// use-cases.
export { insertBooks, type NewListing } from './book-write-repository.ts';
export { insertCategories } from './category-repository.ts';
export { listBooksQuery } from './book-repository.ts';
export { queryPlan } from './query-plan.ts';
export { countFacets, searchBooks, searchBooksQuery } from './search-repository.ts';
export { suggestBooks } from './suggest-books.ts';

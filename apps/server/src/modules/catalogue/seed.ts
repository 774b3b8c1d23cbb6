// The catalogue's seeding face (decision 486): bulk inserts of books and categories, with no event and no
// checks, for the demo data and the tests' and benchmarks' fixtures only. The lint lets the demo module and
// apps/server/test/ import this file; every other caller uses index.ts, whose writes are use-cases.
export { insertBooks, type NewListing } from './book-write-repository.ts';
export { insertCategories } from './category-repository.ts';

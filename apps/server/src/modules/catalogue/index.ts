// What other modules may use of catalogue.
export { findBookCards, type BookCard } from './book-repository.ts';

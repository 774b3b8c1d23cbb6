// What other features may use of catalogue (issue 24: a feature reaches another only through its index.ts;
// the app's routes and layouts may import any feature's files).
export { useCategories } from './api/get-categories.ts';
export { browseText, finderText } from './i18n.ts';

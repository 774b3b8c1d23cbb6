export { listingText } from './i18n.ts';

// The listing texts' store (listing-en.ts), made when a page that shows them first loads.
import { useStore } from '@nanostores/react';
import { i18n } from './i18n.ts';
import { listingEn } from './listing-en.ts';

const listingText = i18n('listing', listingEn);

/** The listing texts in the reader's language; the component re-renders when it changes. */
export const useListingText = () => useStore(listingText);

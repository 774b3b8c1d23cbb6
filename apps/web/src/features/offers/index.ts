// What other features may use of offers (issue 24: a feature reaches another only through its index.ts;
// the app's routes and layouts may import any feature's files).
export { OfferMessageCard } from './components/OfferMessageCard.tsx';

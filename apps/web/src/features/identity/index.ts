// What other features may use of identity (issue 24: a feature reaches another only through its index.ts;
// the app's routes and layouts may import any feature's files).
export { useSession } from './api/session.ts';
export { phoneText } from './i18n.ts';

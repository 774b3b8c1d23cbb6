// What other features may use of live (issue 24: a feature reaches another only through its index.ts;
// the app's routes and layouts may import any feature's files).
export { LIVE_RECONNECTED, registerLiveInvalidation, useLiveEvent } from './use-live-events.ts';

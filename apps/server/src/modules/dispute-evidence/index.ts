// What other modules may use of dispute evidence (photos of a disputed order or exchange; decisions 415, 455).
export {
  addDisputePhoto,
  disputePhotosOf,
  removeDisputePhoto,
  type StoredDisputePhoto,
} from './dispute-photos.ts';
export type { DealKind, DealRef } from './dispute-photo-repository.ts';
export { disputePhotoRoutes, type DisputePhotoRoutes } from './dispute-photo-routes.ts';

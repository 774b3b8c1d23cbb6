// Delivery by courier (decision 310): delivery addresses, the fee, the courier behind one interface.
export { default as deliveryRoutes } from './routes.ts';
export { findOwnAddress, markAddressUsed } from './address-repository.ts';
export { deliveryFee, deliveryZone, districtOf, DEFAULT_WEIGHT_KG } from './delivery-fee.ts';
export { CourierError, type CourierEvent, type CourierProvider } from './courier-provider.ts';
export { bookParcel, type ParcelOrder } from './book-parcel.ts';
export { cancelParcel, scheduleParcelCancel } from './cancel-parcel.ts';
export { findParcelOfOrder, presentParcel } from './parcel-repository.ts';
export { courierOf } from './start-courier.ts';
export { quoteDelivery } from './quote-delivery.ts';
export { courierUnavailable } from './quote-delivery.ts';
// Couriers' settlements (decision 430): the reconciliation's reads.
export { settlementsForReconciliation, unsettledCollections } from './settlement-repository.ts';

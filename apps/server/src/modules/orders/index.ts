// What other modules may use of orders: use-cases and domain records (decision 463), not rows.
export { bookAgreedOrder, lapseAgreedOrder } from './book-agreed-order.ts';
export { cancelOpenBookingsOfBuyer, countOpenBookingsOfBooks } from './cancel-open-bookings.ts';
export { collectCash, markOrderCashOnDelivery, recordCodRefusal } from './cod-steps.ts';
export { getOrderDetail, type OrderTimers, orderTimersOf, reviewUntil } from './get-order-detail.ts';
export { bookOrder } from './book-order.ts';
export { confirmReceived } from './confirm-received.ts';
export { disputeCursor, listDisputes } from './list-disputes.ts';
export { markOrderPaid } from './mark-order-paid.ts';
export {
  findOrderRecord,
  getOrderRecordFor,
  getOrderRecordOfBuyer,
  type OrderRecord,
} from './order-record.ts';
export {
  countCompletedSales,
  countOpenCodOrders,
  markSideReviewed,
  orderStats,
  recordOrderNote,
} from './order-repository.ts';
export { recordCourierCompensation } from './record-courier-compensation.ts';
export { resolveDispute } from './resolve-dispute.ts';
export { default as ordersRoutes } from './routes.ts';

// What other modules may use of orders.
export { type AgreedSale, bookAgreedOrder, lapseAgreedOrder } from './book-agreed-order.ts';
export { cancelOpenBookingsOfBuyer, countOpenBookingsOfBooks } from './cancel-open-bookings.ts';
export { collectCash, markOrderCashOnDelivery, recordCodRefusal } from './cod-steps.ts';
export { getOrderDetail, type OrderTimers, orderTimersOf, reviewUntil } from './get-order-detail.ts';
export { bookOrder } from './book-order.ts';
export { confirmReceived } from './confirm-received.ts';
export { getOrderOfBuyer } from './get-order.ts';
export { disputeCursor, listDisputes } from './list-disputes.ts';
export { markOrderPaid } from './mark-order-paid.ts';
export { loadOrderFor, type OrderViewer } from './order-access.ts';
export {
  amountToPay,
  countCompletedSales,
  countOpenCodOrders,
  findOrder,
  findOrderWithSeller,
  markSideReviewed,
  orderStats,
  recordOrderNote,
  type StoredOrder,
} from './order-repository.ts';
export { recordCourierCompensation } from './record-courier-compensation.ts';
export { resolveDispute } from './resolve-dispute.ts';
export { default as ordersRoutes } from './routes.ts';
export type { OrderEventFields, OrderWithSeller } from './transition-order.ts';

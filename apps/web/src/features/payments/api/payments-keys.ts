// Query keys of the payment screens.
export const paymentKeys = {
  config: ['payments-config'] as const,
  booked: (orderId: string) => ['booked', orderId] as const,
  intent: (booking: string) => ['payment-intent', booking] as const,
  methods: (booking: string) => ['payment-methods', booking] as const,
  receipt: (orderId: string) => ['receipt', orderId] as const,
};

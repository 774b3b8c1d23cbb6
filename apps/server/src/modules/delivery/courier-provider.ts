// The one interface every courier speaks (decision 310). BoiBazar's parcel states are ParcelStatus; each
// courier maps its own words to them, and a parcel never moves backwards (parcel-progress.ts).
import type { DeliveryZone, ParcelStatus } from '@boibazar/shared/delivery';
import type { District } from '@boibazar/shared/districts';

export interface QuoteRequest {
  fromDistrict: District;
  toDistrict: District;
  /** The buyer's thana/upazila: a courier that prices by its own zones (Pathao) looks it up. */
  toArea?: string;
  weightKg: number;
  /** The seller's own pickup store with a courier that picks up from stores (decision 475). */
  storeId?: string;
}

export interface Quote {
  zone: DeliveryZone;
  /** Whole Taka. */
  fee: number;
}

export interface ConsignmentRequest {
  /** Ours and unique: the order id. Asking again with the same invoice never makes a second parcel. */
  invoice: string;
  recipient: { name: string; phone: string; address: string };
  /** Whole Taka the courier collects at the door: 0 for a prepaid order. */
  codAmount: number;
  note?: string;
  itemDescription?: string;
  /** The seller's pickup store (decision 475); without it, the courier's default pickup point. */
  storeId?: string;
}

/** Where a seller hands their parcels over, for a courier that picks up from stores it keeps (Pathao). */
export interface PickupPoint {
  /** Ours, and the same each time for one seller and district: a retried creation finds the first. */
  key: string;
  contactName: string;
  /** 01XXXXXXXXX. */
  phone: string;
  district: District;
  thana: string;
  area: string;
  /** The address as the rider reads it. */
  address: string;
}

export interface Consignment {
  consignmentId: string;
  trackingCode: string;
  /** The courier's own word for its state, and ours. */
  courierStatus: string;
  status: ParcelStatus;
}

export type ParcelRef = { consignmentId: string } | { invoice: string } | { trackingCode: string };

export interface ParcelState {
  courierStatus: string;
  /** null: the courier's word says nothing we track (a hold, "unknown"). */
  status: ParcelStatus | null;
}

/** One authenticated report from a courier, in our words. */
export interface CourierEvent {
  consignmentId: string;
  /** When the courier's report names it (Pathao's tracking code is its consignment id). */
  trackingCode?: string | null;
  invoice: string | null;
  /** null for a tracking message that moves nothing (in transit, out for delivery). */
  status: ParcelStatus | null;
  courierStatus: string | null;
  message: string | null;
  /** When the courier says it happened (ISO). */
  at: string;
}

/**
 * What a webhook call is: a report (in our words), 'acknowledge' (authentic but about no parcel: a courier's
 * integration handshake, its store events), or null when its credentials are wrong (a forged call).
 */
export type WebhookVerdict = CourierEvent | 'acknowledge' | null;

/** A courier's payment to the merchant (decision 430): the cash it collected less its charges. */
export interface SettlementSummary {
  /** The courier's own payment id. */
  reference: string;
  /** Whole Taka paid. */
  amount: number;
  /** ISO. */
  paidAt: string;
}

export interface SettlementReport extends SettlementSummary {
  parcels: Array<{ consignmentId: string; invoice: string | null; collected: number; charge: number }>;
}

export interface CourierProvider {
  readonly name: 'sandbox' | 'steadfast' | 'pathao';
  quote(request: QuoteRequest): Promise<Quote>;
  createConsignment(request: ConsignmentRequest): Promise<Consignment>;
  status(ref: ParcelRef): Promise<ParcelState>;
  /** Before pickup only; throws CourierError('refused') when the courier will not. */
  cancel(consignmentId: string): Promise<void>;
  /**
   * The event a webhook call reports, 'acknowledge' for an authentic call about no parcel, or null when its
   * credentials are wrong (a forged call). Throws CourierError('refused') when it is authentic but not a
   * shape we know.
   */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): WebhookVerdict;
  /** Headers the courier wants on each answer to an authentic webhook call (Pathao's handshake). */
  readonly webhookAnswerHeaders?: Readonly<Record<string, string>>;
  /**
   * The courier's store for this pickup point, made when it has none (decision 475): couriers that pick up
   * from stores only. Finds the one made by an earlier call with the same key before making another.
   */
  pickupStore?(pickup: PickupPoint): Promise<{ storeId: string; storeName: string }>;
  /** The courier's payments to BoiBazar, newest first (decision 430). */
  settlements(): Promise<SettlementSummary[]>;
  /** One payment with the parcels it covered. */
  settlement(reference: string): Promise<SettlementReport>;
}

/**
 * Why a courier call did not do its work. 'timeout': no answer came, so it may or may not have happened
 * (ask for the status by invoice before trying again); 'unavailable': it answered that it could not (5xx),
 * so nothing happened; 'refused': it said no (a 4xx), and asking again will not change that.
 */
export class CourierError extends Error {
  constructor(
    public readonly kind: 'timeout' | 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

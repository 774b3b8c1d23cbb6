// The seller's own pickup store with a courier that picks up from stores (Pathao, decision 475): made from
// the seller's address in the listing's district (else the listing's place) and phone at their first
// parcel from there, kept per seller and district, reused after. Without a known district or phone, the
// courier's default store (PATHAO_STORE_ID) picks it up.
import { normalisePhone } from '@boibazar/shared/phone';
import type { Db } from '../../db/database.ts';
import { sellersAddressIn } from './address-repository.ts';
import type { CourierProvider, PickupPoint } from './courier-provider.ts';
import { findCourierStore, saveCourierStore } from './courier-store-repository.ts';
import { districtOf } from './delivery-fee.ts';

/** Who sends the parcel: the seller and their listing's place and contact. */
export interface ParcelSender {
  sellerId: string;
  name: string;
  location: string;
  contact: string | null;
}

/** The project's one reading of a Bangladeshi mobile number (01XXXXXXXXX), or null. */
const mobile = (value: string | null | undefined) => (value ? normalisePhone(value) : null);

export async function pickupPointOf(db: Db, sender: ParcelSender): Promise<PickupPoint | null> {
  const district = districtOf(sender.location);
  if (!district) return null;
  const own = await sellersAddressIn(db, sender.sellerId, district);
  const phone = mobile(own?.phone) ?? mobile(sender.contact);
  if (!phone) return null;
  const parts = own
    ? [own.line, own.area, own.thana, district]
    : [
        sender.location.trim().toLowerCase() === district.toLowerCase() ? '' : sender.location.trim(),
        district,
      ];
  let address = parts.filter(Boolean).join(', ');
  // Pathao takes a store address of 15 to 120 characters.
  if (address.length < 15) address = `${address}, Bangladesh`;
  return {
    key: `${sender.sellerId.slice(0, 12)} ${district}`,
    contactName: (own?.name ?? sender.name).trim() || 'BoiBazar seller',
    phone,
    district,
    thana: own?.thana ?? '',
    area: own?.area ?? '',
    address: address.slice(0, 120),
  };
}

/** The store id to book from; undefined: the courier's default pickup point. */
export async function pickupStoreFor(
  db: Db,
  courier: CourierProvider,
  sender: ParcelSender | undefined,
): Promise<string | undefined> {
  if (!courier.pickupStore || !sender) return undefined;
  const point = await pickupPointOf(db, sender);
  if (!point) return undefined;
  const known = await findCourierStore(db, courier.name, sender.sellerId, point.district);
  if (known) return known;
  const made = await courier.pickupStore(point);
  return saveCourierStore(db, {
    courier: courier.name,
    sellerId: sender.sellerId,
    district: point.district,
    ...made,
  });
}

/** The seller's store already made for a listing's district, for the fee (never makes one). */
export async function knownPickupStore(
  db: Db,
  courier: CourierProvider,
  sellerId: string,
  location: string,
): Promise<string | undefined> {
  const district = districtOf(location);
  if (!courier.pickupStore || !district) return undefined;
  return (await findCourierStore(db, courier.name, sellerId, district)) ?? undefined;
}

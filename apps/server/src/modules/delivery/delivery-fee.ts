// The courier's fee for one parcel (decision 310): by how far it goes (the same district, a district around
// the same city, elsewhere) and its weight; whole Taka. Steadfast publishes a rate card, not a price call, so
// this table is the quote for every courier until one answers prices itself.
import type { DeliveryZone } from '@boibazar/shared/delivery';
import { BANGLADESH_DISTRICTS, type District } from '@boibazar/shared/districts';

/** A book's weight when the listing does not say: one paperback or two. */
export const DEFAULT_WEIGHT_KG = 0.5;

/** Base fee for the first kilogram, and each further kilogram or part of one. */
export const FEE_TABLE: Record<DeliveryZone, { base: number; perExtraKg: number }> = {
  same_city: { base: 60, perExtraKg: 15 },
  suburbs: { base: 100, perExtraKg: 20 },
  elsewhere: { base: 120, perExtraKg: 25 },
};

/** Districts that couriers price as a city's suburbs: they ring the city and share its hubs. */
const SUBURBS_OF: Partial<Record<District, District[]>> = {
  Dhaka: ['Gazipur', 'Narayanganj', 'Munshiganj', 'Manikganj', 'Narsingdi'],
  Chattogram: ["Cox's Bazar", 'Feni'],
};

export function deliveryZone(from: District, to: District): DeliveryZone {
  if (from === to) return 'same_city';
  for (const [city, ring] of Object.entries(SUBURBS_OF) as [District, District[]][]) {
    const around = [city, ...ring];
    if (around.includes(from) && around.includes(to)) return 'suburbs';
  }
  return 'elsewhere';
}

export function deliveryFee(zone: DeliveryZone, weightKg = DEFAULT_WEIGHT_KG): number {
  const { base, perExtraKg } = FEE_TABLE[zone];
  return base + Math.max(0, Math.ceil(weightKg - 1)) * perExtraKg;
}

/**
 * The district a listing's location names: the picker stores one of the 64 as it is, older listings may
 * have typed more ("Zindabazar, Sylhet"); undefined when none is named.
 */
export function districtOf(location: string): District | undefined {
  const exact = BANGLADESH_DISTRICTS.find((d) => d.toLowerCase() === location.trim().toLowerCase());
  if (exact) return exact;
  const words = location.toLowerCase();
  return BANGLADESH_DISTRICTS.find((d) => new RegExp(`\\b${d.toLowerCase()}\\b`).test(words));
}

// GET /orders/:id/label (decision 310): a printable parcel label for the seller to tape on the book: the
// order, who sends it (the seller and their listing's place), who receives it (the address copied at
// booking), the cash to collect, and the courier's tracking code as a Code 128 barcode (bwip-js, made here
// as SVG so the page needs no script). Headings in English and Bangla: couriers read either; the page's title,
// the courier's name and the barcode's name in the seller's language (decision 475); the Bangla in
// the Noto Sans Bengali the web app ships, from this server (decision 438), so a phone or a print shop's PC
// without a Bengali font shows letters, not boxes.
import type { Db } from '../../db/database.ts';
import { bengaliFontFaces } from '../../lib/bengali-font.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { findListing } from '../catalogue/index.ts';
import { findParcelOfOrder } from '../delivery/index.ts';
import { findUserLanguage, type AuthUser } from '../identity/index.ts';
import { loadOrderFor } from './order-access.ts';

/** The label's own words in the seller's language; the headings carry both. */
const WORDS = {
  en: {
    brand: 'BoiBazar',
    title: (orderId: string) => `BoiBazar parcel ${orderId}`,
    trackingCode: (code: string) => `Tracking code ${code}`,
    couriers: { pathao: 'Pathao', steadfast: 'Steadfast', sandbox: 'BoiBazar sandbox' } as Record<
      string,
      string
    >,
  },
  bn: {
    brand: 'বইবাজার',
    title: (orderId: string) => `বইবাজার পার্সেল ${orderId}`,
    trackingCode: (code: string) => `ট্র্যাকিং কোড ${code}`,
    couriers: { pathao: 'পাঠাও', steadfast: 'স্টেডফাস্ট', sandbox: 'বইবাজার স্যান্ডবক্স' } as Record<
      string,
      string
    >,
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tracking code as a Code 128 barcode (SVG), with the code written under it. */
export async function code128Svg(text: string): Promise<string> {
  // Loaded at the first label: the barcode library is a megabyte of code a server printing no labels never
  // needs in memory (decision 537).
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toSVG({ bcid: 'code128', text, height: 14, includetext: true, textxalign: 'center' });
}

/** `origin`: where the site is reached (app.publicOrigin), for the font's address. */
export async function orderLabel(db: Db, user: AuthUser, orderId: string, origin: string): Promise<string> {
  const { order, viewer } = await loadOrderFor(db, user, orderId);
  if (viewer === 'buyer') throw forbidden('NOT_YOUR_STEP', 'Only the seller can do this');
  const address = order.delivery.address;
  if (order.delivery.method !== 'home' || !address)
    throw conflict('NOT_BY_COURIER', 'This order is not delivered by courier');
  const parcel = await findParcelOfOrder(db, order._id);
  if (!parcel?.tracking_code || parcel.status === 'cancelled')
    throw conflict(
      'PICKUP_NOT_BOOKED',
      'Book the pickup first; the label carries the courier’s tracking code',
    );
  const book = await findListing(db, order.productId);
  const lang = (await findUserLanguage(db, order.sellerId)) ?? 'en';
  const words = WORDS[lang];
  const to = [address.line, address.area, address.thana, address.district];
  const from = [book?.location ?? ''];
  const line = (parts: string[]) => parts.filter(Boolean).map(escape).join(', ');
  const cod = Number(parcel.cod_amount);
  const barcode = await code128Svg(parcel.tracking_code);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(words.title(order._id))}</title>
<style>
${bengaliFontFaces(origin)}
body{font-family:'Noto Sans Bengali',system-ui,sans-serif;margin:0;padding:16px;color:#000}
.label{max-width:100mm;border:2px solid #000;padding:12px}
h1{font-size:18px;margin:0 0 8px}h2{font-size:13px;margin:12px 0 2px;text-transform:uppercase}
p{margin:0;font-size:15px}.code svg{width:100%;height:auto;margin-top:12px}
@media print{body{padding:0}.label{border-width:1px}}
</style></head>
<body><main class="label">
<h1>${words.brand} · ${escape(words.couriers[parcel.courier] ?? parcel.courier)}</h1>
<p>Order / অর্ডার: <strong>${escape(order._id)}</strong></p>
<p>Invoice: ${escape(parcel.invoice)}</p>
<h2>From / প্রেরক</h2>
<p>${escape(order.sellerName)}</p><p>${line(from)}</p>${book?.contact ? `<p>${escape(book.contact)}</p>` : ''}
<h2>To / প্রাপক</h2>
<p><strong>${escape(address.name)}</strong></p><p>${escape(address.phone)}</p><p>${line(to)}</p>
<h2>Cash to collect / আদায়যোগ্য টাকা</h2>
<p><strong>৳${cod}</strong></p>
<h2>Book / বই</h2><p>${escape(order.bookName)}</p>
<div class="code" role="img" aria-label="${escape(words.trackingCode(parcel.tracking_code))}">${barcode}</div>
</main></body></html>`;
}

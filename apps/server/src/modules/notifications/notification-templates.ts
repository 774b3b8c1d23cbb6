// What each notification says, in English and in Bangla: one template per notified event type (notices.ts),
// given the event's typed fields and the recipient's role (`as`). Rendered when the notification is read
// or emailed, in the reader's language (docs/decisions/330-notifications-after-commit.md). English is the
// specification's wording; Bangla shows amounts as ৳ with Bengali digits.
import { toBengaliDigits } from '@boibazar/shared/digits';
import type { DomainEvents } from '../../events/index.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import type { NoticeType } from './notices.ts';

export interface NotificationText {
  title: string;
  body: string;
}

/** A template's values: the event's fields, whom it addresses, and what delivery looked up (`actor`). */
export type TemplateParams<T extends NoticeType> = DomainEvents[T] & { as: string; actor?: string };

type Templates = { [T in NoticeType]: (p: TemplateParams<T>) => NotificationText } & {
  /** A notification written before decision 330: its English as it was stored. */
  legacy: (p: { title?: string; body?: string }) => NotificationText;
};

const text = (title: string, body: string): NotificationText => ({ title, body });

// English ---------------------------------------------------------------------------------------------

const takaEn = (price: number | undefined) => (price === undefined ? 'the price' : `${price} Taka`);
const someone = (name: string | undefined) => name || 'Someone';

type Exchange = TemplateParams<'exchange.accepted'> & { counter?: boolean };

function offerBodyEn(e: Exchange, name: string): string {
  if (e.counter) {
    if (e.topupAmount > 0 && e.topupPayer === 'proposer')
      return `${name} answered your offer for ${e.bookName} with a counter-offer and pays you a top-up of ${e.topupAmount} Taka. Have a look.`;
    if (e.topupAmount > 0)
      return `${name} answered your offer for ${e.bookName} with a counter-offer that asks you for a top-up of ${e.topupAmount} Taka. Have a look.`;
    return `${name} answered your offer for ${e.bookName} with a counter-offer. Have a look.`;
  }
  if (e.topupAmount > 0 && e.topupPayer === 'proposer')
    return `${name} offers their books for ${e.bookName} and pays you a top-up of ${e.topupAmount} Taka. Accept, counter or decline it.`;
  if (e.topupAmount > 0)
    return `${name} offers their books for ${e.bookName} and asks you for a top-up of ${e.topupAmount} Taka. Accept, counter or decline it.`;
  return `${name} offers their books for ${e.bookName}. Accept, counter or decline it.`;
}

function acceptedBodyEn(e: Exchange, name: string): string {
  if (!e.awaitingTopup)
    return `${name} accepted the exchange for ${e.bookName}. Hand your books over and mark it on the exchange page.`;
  if (e.topupPayer === e.as)
    return `${name} accepted the exchange for ${e.bookName}. Pay the ${e.topupAmount} Taka top-up on the exchange page, then hand your books over.`;
  return `${name} accepted the exchange for ${e.bookName}. It goes ahead once they pay the ${e.topupAmount} Taka top-up.`;
}

const english: Templates = {
  'order.booked': (e) =>
    text(
      `New booking: ${e.bookName}`,
      `${e.buyerName || 'A buyer'} booked ${e.bookName}. You will hear when they pay.`,
    ),
  'order.paid': (e) =>
    e.as === 'seller'
      ? text(
          `${e.bookName} is paid`,
          `The buyer paid for ${e.bookName}. Hand the book over and mark it on the order page.`,
        )
      : text(
          `Payment received for ${e.bookName}`,
          `Your payment for ${e.bookName} went through. The seller hands the book over next.`,
        ),
  'order.handed_over': (e) =>
    text(`${e.bookName} was handed over`, `The seller handed over ${e.bookName}. Confirm when you have it.`),
  'order.completed': (e) =>
    text(
      `Deal completed: ${e.bookName}`,
      `The deal for ${e.bookName} is complete. You can now review each other.`,
    ),
  'order.cancelled': (e) => {
    const body = {
      sold_elsewhere: `Another buyer bought ${e.bookName} first, so your booking was cancelled. You were not charged.`,
      listing_withdrawn: `${e.bookName} is no longer for sale, so your booking was cancelled. You were not charged.`,
      buyer_left: `The buyer of ${e.bookName} left BoiBazar, so their booking was cancelled.`,
    }[e.cause as string];
    return text(
      `Booking cancelled: ${e.bookName}`,
      body ??
        (e.actorRole === 'seller'
          ? `The seller cancelled the cash-on-delivery order for ${e.bookName}.`
          : `The buyer cancelled their order of ${e.bookName}.`),
    );
  },
  'order.declined': (e) =>
    text(
      `Order declined: ${e.bookName}`,
      `The seller declined the order for ${e.bookName}; any payment is refunded.`,
    ),
  'order.expired': (e) =>
    text(
      `Order expired: ${e.bookName}`,
      `The book was not handed over in time, so the order for ${e.bookName} ended; any payment is refunded.`,
    ),
  'order.disputed': (e) =>
    text(
      `Dispute opened: ${e.bookName}`,
      `A dispute was opened on the order for ${e.bookName}. The admin will look at it.`,
    ),
  'order.refunded': (e) => text(`Refund for ${e.bookName}`, `Your payment for ${e.bookName} was refunded.`),
  'order.handover_reminder': (e) =>
    text(
      `Reminder: hand over ${e.bookName}`,
      e.cashOnDelivery
        ? `The buyer will pay for ${e.bookName} in cash on delivery. Hand it over before the order lapses.`
        : `The buyer has paid for ${e.bookName}. Hand it over before the order expires.`,
    ),
  'order.cod_placed': (e) =>
    text(
      `Cash-on-delivery order: ${e.bookName}`,
      `The buyer will pay ${takaEn(e.price)} in cash when you hand over ${e.bookName}. The book is reserved for them; hand it over and mark it on the order page.`,
    ),
  'order.cod_handed_over': (e) =>
    text(
      `${e.bookName} was handed over: pay in cash`,
      `The seller handed over ${e.bookName}. Pay them ${takaEn(e.price)} in cash when you receive it; they confirm the payment on the order page.`,
    ),
  'order.cash_reminder': (e) =>
    text(
      `Reminder: record the cash for ${e.bookName}`,
      `You handed over ${e.bookName} for cash on delivery. Once the buyer has paid you ${takaEn(e.price)}, mark Cash collected on the order page; if they refused, mark Buyer refused.`,
    ),
  'order.cash_collected': (e) =>
    text(
      `Cash payment recorded: ${e.bookName}`,
      `The seller confirmed your cash payment of ${takaEn(e.price)} for ${e.bookName}. The deal is complete; you can now review each other.`,
    ),
  'order.cod_refused': (e) =>
    text(
      `Order cancelled: ${e.bookName} was refused`,
      `The seller recorded that you refused to pay for ${e.bookName} on delivery, so the order is cancelled. After two refusals, cash on delivery is no longer offered to you.`,
    ),
  'order.cod_expired': (e) =>
    text(
      `Order cancelled: ${e.bookName} was not handed over in time`,
      e.as === 'seller'
        ? `You did not hand over ${e.bookName} in time, so the cash-on-delivery order is cancelled and the book is back on sale.`
        : `The seller did not hand over ${e.bookName} in time, so your cash-on-delivery order is cancelled. Nothing was paid.`,
    ),
  'order.parcel_delivered': (e) =>
    text(
      `${e.bookName} was delivered`,
      e.as === 'seller'
        ? `The courier delivered ${e.bookName} to the buyer.`
        : `The courier delivered ${e.bookName}. Confirm on the order page that you have it, or report a problem.`,
    ),
  'order.courier_collected': (e) =>
    text(
      `The courier collected your cash for ${e.bookName}`,
      `The courier delivered ${e.bookName} and collected ${takaEn(e.price + e.deliveryFee)} at the door (the book ${takaEn(e.price)}, delivery ${takaEn(e.deliveryFee)}). You receive ${takaEn(e.price - e.platformFee)} (the price less BoiBazar's fee of ${takaEn(e.platformFee)}) when the buyer confirms, or when their time to report a problem ends.`,
    ),
  'order.parcel_lost': (e) =>
    e.as === 'seller'
      ? text(
          `The courier lost ${e.bookName}`,
          `The courier reports the parcel with ${e.bookName} lost before delivery, so the cash-on-delivery order has ended. BoiBazar claims the book's value from the courier and pays it to you; you will be told when it is recorded.`,
        )
      : text(
          `Your parcel of ${e.bookName} was lost`,
          `The courier reports the parcel with ${e.bookName} lost before delivery, so the order has ended. You pay nothing.`,
        ),
  'order.courier_compensated': (e) =>
    text(
      `Compensation for ${e.bookName}: ${takaEn(e.amount)}`,
      `The courier paid ${takaEn(e.amount)} for ${e.bookName}, the parcel it lost. It is in your available balance.`,
    ),

  'exchange.proposed': (e) =>
    text(
      e.counter
        ? `Your exchange offer for ${e.bookName} was countered`
        : `New exchange offer for ${e.bookName}`,
      offerBodyEn(e as Exchange, someone(e.actor)),
    ),
  'exchange.accepted': (e) => text(`Exchange accepted: ${e.bookName}`, acceptedBodyEn(e, someone(e.actor))),
  'exchange.declined': (e) =>
    text(
      `Exchange offer declined: ${e.bookName}`,
      e.reason
        ? `${someone(e.actor)} declined the offer for ${e.bookName}: ${e.reason}`
        : `${someone(e.actor)} declined the offer for ${e.bookName}.`,
    ),
  'exchange.withdrawn': (e) =>
    text(
      `Exchange offer withdrawn: ${e.bookName}`,
      `${someone(e.actor)} withdrew the offer for ${e.bookName}.`,
    ),
  'exchange.expired': (e) =>
    text(
      `Exchange offer expired: ${e.bookName}`,
      `Nobody answered the offer for ${e.bookName} in time, so it lapsed.`,
    ),
  'exchange.topup_paid': (e) =>
    text(
      `Top-up paid: ${e.bookName}`,
      `${someone(e.actor)} paid the ${e.topupAmount} Taka top-up for the exchange of ${e.bookName}. Hand your books over.`,
    ),
  'exchange.topup_in_cash': (e) =>
    text(
      `Top-up in cash at the handover: ${e.bookName}`,
      `${someone(e.actor)} will pay the ${e.topupAmount} Taka top-up for the exchange of ${e.bookName} in cash when you meet. Hand your books over.`,
    ),
  'exchange.handed_over': (e) =>
    text(
      `Books handed over: ${e.bookName}`,
      `${someone(e.actor)} handed their books over in the exchange for ${e.bookName}. Confirm when you have them.`,
    ),
  'exchange.completed': (e) =>
    text(
      `Exchange completed: ${e.bookName}`,
      `The exchange for ${e.bookName} is complete. You can now review each other.`,
    ),
  'exchange.disputed': (e) =>
    text(
      `Dispute opened: exchange for ${e.bookName}`,
      `A dispute was opened on the exchange for ${e.bookName}. The admin will look at it.`,
    ),
  'exchange.cancelled': (e) =>
    text(
      `Exchange cancelled: ${e.bookName}`,
      `The exchange for ${e.bookName} was cancelled${e.reason ? ` (${e.reason})` : ''}. Its books are back on sale and any top-up is refunded.`,
    ),

  'offer.made': (e) =>
    text(
      `New offer for ${e.bookName}`,
      `${e.buyerName} offers ${e.amount} Taka for ${e.bookName}. Accept, counter or decline it.`,
    ),
  'offer.countered': (e) => {
    const from = e.as === 'buyer' ? e.sellerName : e.buyerName;
    return text(
      `Counter-offer for ${e.bookName}`,
      e.canCounter
        ? `${from} answered with ${e.amount} Taka for ${e.bookName}. Accept, counter or decline it.`
        : `${from} answered with ${e.amount} Taka for ${e.bookName}. Accept or decline it.`,
    );
  },
  'offer.accepted': (e) =>
    text(
      `Offer accepted: ${e.bookName}`,
      e.as === 'buyer'
        ? `${e.sellerName} accepted ${e.amount} Taka for ${e.bookName}. The book is reserved for you: pay for it in My Orders before the time runs out.`
        : `${e.buyerName} accepted ${e.amount} Taka for ${e.bookName}. The book is reserved for them until they pay.`,
    ),
  'offer.declined': (e) =>
    text(
      `Offer declined: ${e.bookName}`,
      `${e.as === 'buyer' ? e.sellerName : e.buyerName} declined ${e.amount} Taka for ${e.bookName}.`,
    ),
  'offer.withdrawn': (e) =>
    text(`Offer withdrawn: ${e.bookName}`, `${e.buyerName} withdrew their offer for ${e.bookName}.`),
  'offer.expired': (e) =>
    text(
      `Offer expired: ${e.bookName}`,
      `Nobody answered the offer for ${e.bookName} in time, so it lapsed.`,
    ),
  'offer.lapsed': (e) =>
    text(
      `Agreed price lapsed: ${e.bookName}`,
      `The agreed price of ${e.amount} Taka for ${e.bookName} was not paid in time, so the book is back on sale.`,
    ),

  'wants.match': (e) =>
    text(
      `${e.bookName} is listed`,
      `A seller just listed ${e.bookName}, which you said you want in exchange. Offer an exchange for it.`,
    ),
  'wishlist.match': (e) =>
    text(
      `A copy of ${e.bookName} is for sale`,
      `A book on your wishlist, ${e.bookName}, was just listed again.`,
    ),
  'saved-search.match': (e) =>
    text(
      `New for your saved search ${e.searchName}`,
      `${e.bookName} was just listed and matches your saved search ${e.searchName}.`,
    ),
  'message.sent': (e) => text(`New message from ${e.senderName}`, `About ${e.bookName}: ${e.preview}`),
  'review.published': (e) =>
    text(
      'You have a new review',
      e.orderId
        ? 'A review of you from a deal is now public. See it on the order page.'
        : 'A review of you from a book exchange is now public. See it on the exchange page.',
    ),
  'seller.verified': () =>
    text(
      'Your seller account is verified',
      'Buyers now see the verified tick next to your name on every listing.',
    ),
  'reconciliation.mismatched': (e) =>
    text(
      'The reconciliation found mismatches',
      `The daily reconciliation found ${e.mismatchCount} mismatch(es) between the ledger, our records and the payment providers. See the Ledger page.`,
    ),
  'book.removed': (e) =>
    text(
      `Your book ${e.bookName} was removed`,
      `The admin removed ${e.bookName} after it was reported. It no longer shows to buyers.`,
    ),
  legacy: (p) => text(p.title ?? '', p.body ?? ''),
};

// বাংলা -------------------------------------------------------------------------------------------------

const digits = (n: number) => toBengaliDigits(String(n));
const takaBn = (price: number | undefined) => (price === undefined ? 'দাম' : `৳${digits(price)}`);
const keu = (name: string | undefined) => name || 'কেউ';

function offerBodyBn(e: Exchange, name: string): string {
  const topup = digits(e.topupAmount);
  if (e.counter) {
    if (e.topupAmount > 0 && e.topupPayer === 'proposer')
      return `${name} ${e.bookName}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন, সঙ্গে আপনাকে ${topup} টাকা টপ-আপ দেবেন। দেখে নিন।`;
    if (e.topupAmount > 0)
      return `${name} ${e.bookName}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন, তাতে আপনার কাছে ${topup} টাকা টপ-আপ চাওয়া হয়েছে। দেখে নিন।`;
    return `${name} ${e.bookName}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন। দেখে নিন।`;
  }
  if (e.topupAmount > 0 && e.topupPayer === 'proposer')
    return `${name} ${e.bookName}-এর বদলে তাঁর বই দিতে চান, সঙ্গে আপনাকে ${topup} টাকা টপ-আপ দেবেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।`;
  if (e.topupAmount > 0)
    return `${name} ${e.bookName}-এর বদলে তাঁর বই দিতে চান, সঙ্গে আপনার কাছে ${topup} টাকা টপ-আপ চান। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।`;
  return `${name} ${e.bookName}-এর বদলে তাঁর বই দিতে চান। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।`;
}

function acceptedBodyBn(e: Exchange, name: string): string {
  if (!e.awaitingTopup)
    return `${name} ${e.bookName}-এর বদল গ্রহণ করেছেন। আপনার বই হস্তান্তর করে বদলের পাতায় চিহ্নিত করুন।`;
  if (e.topupPayer === e.as)
    return `${name} ${e.bookName}-এর বদল গ্রহণ করেছেন। বদলের পাতায় ${digits(e.topupAmount)} টাকা টপ-আপ দিন, তারপর আপনার বই হস্তান্তর করুন।`;
  return `${name} ${e.bookName}-এর বদল গ্রহণ করেছেন। তিনি ${digits(e.topupAmount)} টাকা টপ-আপ দিলেই বদল এগোবে।`;
}

const bangla: Templates = {
  'order.booked': (e) =>
    text(
      `নতুন বুকিং: ${e.bookName}`,
      `${e.buyerName || 'একজন ক্রেতা'} ${e.bookName} বুক করেছেন। তাঁরা পরিশোধ করলে জানানো হবে।`,
    ),
  'order.paid': (e) =>
    e.as === 'seller'
      ? text(
          `${e.bookName}-এর দাম পরিশোধ হয়েছে`,
          `ক্রেতা ${e.bookName}-এর দাম পরিশোধ করেছেন। বইটি হস্তান্তর করে অর্ডারের পাতায় চিহ্নিত করুন।`,
        )
      : text(
          `${e.bookName}-এর পেমেন্ট পাওয়া গেছে`,
          `${e.bookName}-এর জন্য আপনার পেমেন্ট সম্পন্ন হয়েছে। এরপর বিক্রেতা বইটি হস্তান্তর করবেন।`,
        ),
  'order.handed_over': (e) =>
    text(`${e.bookName} হস্তান্তর হয়েছে`, `বিক্রেতা ${e.bookName} হস্তান্তর করেছেন। হাতে পেলে নিশ্চিত করুন।`),
  'order.completed': (e) =>
    text(
      `লেনদেন সম্পূর্ণ: ${e.bookName}`,
      `${e.bookName}-এর লেনদেন সম্পূর্ণ হয়েছে। এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।`,
    ),
  'order.cancelled': (e) => {
    const body = {
      sold_elsewhere: `অন্য একজন ক্রেতা আগে ${e.bookName} কিনে নিয়েছেন, তাই আপনার বুকিং বাতিল হয়েছে। আপনার কোনো টাকা কাটা হয়নি।`,
      listing_withdrawn: `${e.bookName} আর বিক্রির জন্য নেই, তাই আপনার বুকিং বাতিল হয়েছে। আপনার কোনো টাকা কাটা হয়নি।`,
      buyer_left: `${e.bookName}-এর ক্রেতা বইবাজার ছেড়ে গেছেন, তাই তাঁর বুকিং বাতিল হয়েছে।`,
    }[e.cause as string];
    return text(
      `বুকিং বাতিল: ${e.bookName}`,
      body ??
        (e.actorRole === 'seller'
          ? `বিক্রেতা ${e.bookName}-এর ক্যাশ অন ডেলিভারি অর্ডার বাতিল করেছেন।`
          : `ক্রেতা ${e.bookName}-এর অর্ডার বাতিল করেছেন।`),
    );
  },
  'order.declined': (e) =>
    text(
      `অর্ডার প্রত্যাখ্যাত: ${e.bookName}`,
      `বিক্রেতা ${e.bookName}-এর অর্ডার প্রত্যাখ্যান করেছেন; পরিশোধ করা টাকা ফেরত দেওয়া হবে।`,
    ),
  'order.expired': (e) =>
    text(
      `অর্ডারের মেয়াদ শেষ: ${e.bookName}`,
      `বইটি সময়মতো হস্তান্তর হয়নি, তাই ${e.bookName}-এর অর্ডার শেষ হয়েছে; পরিশোধ করা টাকা ফেরত দেওয়া হবে।`,
    ),
  'order.disputed': (e) =>
    text(
      `বিরোধ খোলা হয়েছে: ${e.bookName}`,
      `${e.bookName}-এর অর্ডার নিয়ে একটি বিরোধ খোলা হয়েছে। অ্যাডমিন বিষয়টি দেখবেন।`,
    ),
  'order.refunded': (e) =>
    text(`${e.bookName}-এর টাকা ফেরত`, `${e.bookName}-এর জন্য আপনার পেমেন্ট ফেরত দেওয়া হয়েছে।`),
  'order.handover_reminder': (e) =>
    text(
      `মনে করিয়ে দিচ্ছি: ${e.bookName} হস্তান্তর করুন`,
      e.cashOnDelivery
        ? `ক্রেতা ${e.bookName}-এর দাম ক্যাশ অন ডেলিভারিতে দেবেন। অর্ডারের সময় শেষ হওয়ার আগে হস্তান্তর করুন।`
        : `ক্রেতা ${e.bookName}-এর দাম পরিশোধ করেছেন। অর্ডারের মেয়াদ শেষ হওয়ার আগে হস্তান্তর করুন।`,
    ),
  'order.cod_placed': (e) =>
    text(
      `ক্যাশ অন ডেলিভারি অর্ডার: ${e.bookName}`,
      `আপনি ${e.bookName} হস্তান্তর করলে ক্রেতা হাতে নগদ ${takaBn(e.price)} দেবেন। বইটি তাঁর জন্য রাখা আছে; হস্তান্তর করে অর্ডারের পাতায় চিহ্নিত করুন।`,
    ),
  'order.cod_handed_over': (e) =>
    text(
      `${e.bookName} হস্তান্তর হয়েছে: হাতে নগদ টাকায় পরিশোধ করুন`,
      `বিক্রেতা ${e.bookName} হস্তান্তর করেছেন। বই হাতে পেলে তাঁকে হাতে নগদ ${takaBn(e.price)} দিন; তিনি অর্ডারের পাতায় পেমেন্ট নিশ্চিত করবেন।`,
    ),
  'order.cash_reminder': (e) =>
    text(
      `মনে করিয়ে দিচ্ছি: ${e.bookName}-এর হাতে নগদ টাকা পাওয়া লিখে রাখুন`,
      `আপনি ক্যাশ অন ডেলিভারিতে ${e.bookName} হস্তান্তর করেছেন। ক্রেতা আপনাকে ${takaBn(e.price)} দিলে অর্ডারের পাতায় ‘টাকা পেয়েছি’ চিহ্নিত করুন; না নিলে ‘ক্রেতা নেননি’ চিহ্নিত করুন।`,
    ),
  'order.cash_collected': (e) =>
    text(
      `হাতে নগদ পেমেন্ট লেখা হয়েছে: ${e.bookName}`,
      `বিক্রেতা ${e.bookName}-এর জন্য আপনার হাতে নগদ ${takaBn(e.price)} পাওয়া নিশ্চিত করেছেন। লেনদেন সম্পূর্ণ; এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।`,
    ),
  'order.cod_refused': (e) =>
    text(
      `অর্ডার বাতিল: ${e.bookName} নেওয়া হয়নি`,
      `বিক্রেতা লিখেছেন যে আপনি ডেলিভারির সময় ${e.bookName}-এর দাম দেননি, তাই অর্ডার বাতিল হয়েছে। দুবার এমন হলে আপনাকে আর ক্যাশ অন ডেলিভারি দেওয়া হবে না।`,
    ),
  'order.cod_expired': (e) =>
    text(
      `অর্ডার বাতিল: ${e.bookName} সময়মতো হস্তান্তর হয়নি`,
      e.as === 'seller'
        ? `আপনি সময়মতো ${e.bookName} হস্তান্তর করেননি, তাই ক্যাশ অন ডেলিভারি অর্ডার বাতিল হয়েছে এবং বইটি আবার বিক্রির তালিকায়।`
        : `বিক্রেতা সময়মতো ${e.bookName} হস্তান্তর করেননি, তাই আপনার ক্যাশ অন ডেলিভারি অর্ডার বাতিল হয়েছে। কোনো টাকা দেওয়া হয়নি।`,
    ),
  'order.parcel_delivered': (e) =>
    text(
      `${e.bookName} পৌঁছে গেছে`,
      e.as === 'seller'
        ? `কুরিয়ার ${e.bookName} ক্রেতার কাছে পৌঁছে দিয়েছে।`
        : `কুরিয়ার ${e.bookName} পৌঁছে দিয়েছে। হাতে পেয়েছেন কি না অর্ডারের পাতায় নিশ্চিত করুন, নয়তো সমস্যা জানান।`,
    ),
  'order.courier_collected': (e) =>
    text(
      `কুরিয়ার ${e.bookName}-এর নগদ টাকা সংগ্রহ করেছে`,
      `কুরিয়ার ${e.bookName} পৌঁছে দিয়ে দরজায় ${takaBn(e.price + e.deliveryFee)} নিয়েছে (বই ${takaBn(e.price)}, ডেলিভারি ${takaBn(e.deliveryFee)})। ক্রেতা নিশ্চিত করলে, অথবা সমস্যা জানানোর সময় শেষ হলে, আপনি পাবেন ${takaBn(e.price - e.platformFee)} (দাম থেকে বইবাজারের ফি ${takaBn(e.platformFee)} বাদে)।`,
    ),
  'order.parcel_lost': (e) =>
    e.as === 'seller'
      ? text(
          `কুরিয়ার ${e.bookName} হারিয়ে ফেলেছে`,
          `কুরিয়ার জানিয়েছে, ${e.bookName}-এর পার্সেল ডেলিভারির আগেই হারিয়ে গেছে, তাই ক্যাশ অন ডেলিভারি অর্ডারটি শেষ হয়েছে। বইবাজার কুরিয়ারের কাছ থেকে বইয়ের দাম আদায় করে আপনাকে দেবে; তা লেখা হলে আপনাকে জানানো হবে।`,
        )
      : text(
          `আপনার ${e.bookName}-এর পার্সেল হারিয়ে গেছে`,
          `কুরিয়ার জানিয়েছে, ${e.bookName}-এর পার্সেল ডেলিভারির আগেই হারিয়ে গেছে, তাই অর্ডারটি শেষ হয়েছে। আপনাকে কিছুই দিতে হবে না।`,
        ),
  'order.courier_compensated': (e) =>
    text(
      `${e.bookName}-এর ক্ষতিপূরণ: ${takaBn(e.amount)}`,
      `কুরিয়ার তার হারানো পার্সেল ${e.bookName}-এর জন্য ${takaBn(e.amount)} দিয়েছে। টাকাটি আপনার তোলার যোগ্য ব্যালান্সে আছে।`,
    ),

  'exchange.proposed': (e) =>
    text(
      e.counter
        ? `${e.bookName}-এর জন্য আপনার বদলের প্রস্তাবে পাল্টা প্রস্তাব এসেছে`
        : `${e.bookName}-এর জন্য নতুন বদলের প্রস্তাব`,
      offerBodyBn(e as Exchange, keu(e.actor)),
    ),
  'exchange.accepted': (e) => text(`বদল গৃহীত: ${e.bookName}`, acceptedBodyBn(e, keu(e.actor))),
  'exchange.declined': (e) =>
    text(
      `বদলের প্রস্তাব প্রত্যাখ্যাত: ${e.bookName}`,
      e.reason
        ? `${keu(e.actor)} ${e.bookName}-এর প্রস্তাব প্রত্যাখ্যান করেছেন: ${e.reason}`
        : `${keu(e.actor)} ${e.bookName}-এর প্রস্তাব প্রত্যাখ্যান করেছেন।`,
    ),
  'exchange.withdrawn': (e) =>
    text(
      `বদলের প্রস্তাব ফিরিয়ে নেওয়া হয়েছে: ${e.bookName}`,
      `${keu(e.actor)} ${e.bookName}-এর প্রস্তাব তুলে নিয়েছেন।`,
    ),
  'exchange.expired': (e) =>
    text(
      `বদলের প্রস্তাবের মেয়াদ শেষ: ${e.bookName}`,
      `${e.bookName}-এর প্রস্তাবের সময়মতো কেউ উত্তর দেননি, তাই এর মেয়াদ শেষ হয়েছে।`,
    ),
  'exchange.topup_paid': (e) =>
    text(
      `টপ-আপ পরিশোধিত: ${e.bookName}`,
      `${keu(e.actor)} ${e.bookName}-এর বদলের ${digits(e.topupAmount)} টাকা টপ-আপ দিয়েছেন। আপনার বই হস্তান্তর করুন।`,
    ),
  'exchange.topup_in_cash': (e) =>
    text(
      `হস্তান্তরের সময় হাতে নগদে টপ-আপ: ${e.bookName}`,
      `${keu(e.actor)} ${e.bookName}-এর বদলের ${digits(e.topupAmount)} টাকা টপ-আপ দেখা হওয়ার সময় হাতে নগদে দেবেন। আপনার বই হস্তান্তর করুন।`,
    ),
  'exchange.handed_over': (e) =>
    text(
      `বই হস্তান্তর হয়েছে: ${e.bookName}`,
      `${keu(e.actor)} ${e.bookName}-এর বদলে তাঁর বই হস্তান্তর করেছেন। হাতে পেলে নিশ্চিত করুন।`,
    ),
  'exchange.completed': (e) =>
    text(
      `বদল সম্পূর্ণ: ${e.bookName}`,
      `${e.bookName}-এর বদল সম্পূর্ণ হয়েছে। এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।`,
    ),
  'exchange.disputed': (e) =>
    text(
      `বিরোধ খোলা হয়েছে: ${e.bookName}-এর বদল`,
      `${e.bookName}-এর বদল নিয়ে একটি বিরোধ খোলা হয়েছে। অ্যাডমিন বিষয়টি দেখবেন।`,
    ),
  'exchange.cancelled': (e) =>
    text(
      `বদল বাতিল: ${e.bookName}`,
      `${e.bookName}-এর বদল বাতিল হয়েছে${e.reason ? ` (${e.reason})` : ''}। এর বইগুলো আবার বিক্রির তালিকায়, আর টপ-আপ দেওয়া থাকলে ফেরত দেওয়া হবে।`,
    ),

  'offer.made': (e) =>
    text(
      `${e.bookName}-এর জন্য নতুন দামের প্রস্তাব`,
      `${e.buyerName} ${e.bookName}-এর জন্য ${takaBn(e.amount)} দাম প্রস্তাব করেছেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।`,
    ),
  'offer.countered': (e) => {
    const from = e.as === 'buyer' ? e.sellerName : e.buyerName;
    return text(
      `${e.bookName}-এর জন্য পাল্টা প্রস্তাব`,
      e.canCounter
        ? `${from} ${e.bookName}-এর জন্য ${takaBn(e.amount)} পাল্টা প্রস্তাব দিয়েছেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।`
        : `${from} ${e.bookName}-এর জন্য ${takaBn(e.amount)} পাল্টা প্রস্তাব দিয়েছেন। গ্রহণ বা প্রত্যাখ্যান করুন।`,
    );
  },
  'offer.accepted': (e) =>
    text(
      `প্রস্তাব গৃহীত: ${e.bookName}`,
      e.as === 'buyer'
        ? `${e.sellerName} ${e.bookName}-এর জন্য ${takaBn(e.amount)} দাম মেনে নিয়েছেন। বইটি আপনার জন্য রাখা আছে: সময় শেষ হওয়ার আগে আমার অর্ডারে গিয়ে পরিশোধ করুন।`
        : `${e.buyerName} ${e.bookName}-এর জন্য ${takaBn(e.amount)} দাম মেনে নিয়েছেন। পরিশোধ না করা পর্যন্ত বইটি তাঁর জন্য রাখা আছে।`,
    ),
  'offer.declined': (e) =>
    text(
      `প্রস্তাব প্রত্যাখ্যাত: ${e.bookName}`,
      `${e.as === 'buyer' ? e.sellerName : e.buyerName} ${e.bookName}-এর জন্য ${takaBn(e.amount)} দাম প্রত্যাখ্যান করেছেন।`,
    ),
  'offer.withdrawn': (e) =>
    text(
      `প্রস্তাব ফিরিয়ে নেওয়া হয়েছে: ${e.bookName}`,
      `${e.buyerName} ${e.bookName}-এর জন্য তাঁর প্রস্তাব ফিরিয়ে নিয়েছেন।`,
    ),
  'offer.expired': (e) =>
    text(
      `প্রস্তাবের মেয়াদ শেষ: ${e.bookName}`,
      `সময়মতো কেউ ${e.bookName}-এর প্রস্তাবের উত্তর দেননি, তাই এর মেয়াদ শেষ হয়েছে।`,
    ),
  'offer.lapsed': (e) =>
    text(
      `সম্মত দামের মেয়াদ শেষ: ${e.bookName}`,
      `${e.bookName}-এর সম্মত দাম ${takaBn(e.amount)} সময়মতো পরিশোধ হয়নি, তাই বইটি আবার বিক্রির জন্য উঠেছে।`,
    ),

  'wants.match': (e) =>
    text(
      `${e.bookName} তালিকায় এসেছে`,
      `একজন বিক্রেতা এইমাত্র ${e.bookName} তালিকায় দিয়েছেন, যা আপনি বদলে চেয়েছিলেন। এর জন্য বদলের প্রস্তাব দিন।`,
    ),
  'wishlist.match': (e) =>
    text(
      `${e.bookName}-এর একটি কপি বিক্রির জন্য এসেছে`,
      `আপনার পছন্দের তালিকার বই ${e.bookName} এইমাত্র আবার তালিকায় এসেছে।`,
    ),
  'saved-search.match': (e) =>
    text(
      `আপনার সংরক্ষিত খোঁজ ${e.searchName}-এ নতুন বই`,
      `${e.bookName} এইমাত্র তালিকায় এসেছে; এটি আপনার সংরক্ষিত খোঁজ ${e.searchName}-এর সাথে মেলে।`,
    ),
  'message.sent': (e) => text(`${e.senderName}-এর কাছ থেকে নতুন বার্তা`, `${e.bookName} প্রসঙ্গে: ${e.preview}`),
  'review.published': (e) =>
    text(
      'আপনি একটি নতুন রিভিউ পেয়েছেন',
      e.orderId
        ? 'একটি লেনদেন থেকে আপনাকে দেওয়া রিভিউ এখন প্রকাশিত। অর্ডারের পাতায় দেখুন।'
        : 'একটি বই বদল থেকে আপনাকে দেওয়া রিভিউ এখন প্রকাশিত। বদলের পাতায় দেখুন।',
    ),
  'seller.verified': () =>
    text(
      'আপনার বিক্রেতা অ্যাকাউন্ট যাচাই হয়েছে',
      'এখন থেকে ক্রেতারা আপনার প্রতিটি বইয়ে আপনার নামের পাশে যাচাইয়ের টিক দেখবেন।',
    ),
  'reconciliation.mismatched': (e) =>
    text(
      'হিসাব মেলানোয় গরমিল পাওয়া গেছে',
      `দৈনিক হিসাব মেলানোয় লেজার, আমাদের রেকর্ড ও পেমেন্ট প্রোভাইডারদের মধ্যে ${digits(e.mismatchCount)}টি গরমিল পাওয়া গেছে। লেজার পাতা দেখুন।`,
    ),
  'book.removed': (e) =>
    text(
      `আপনার বই ${e.bookName} সরিয়ে দেওয়া হয়েছে`,
      `রিপোর্টের পর অ্যাডমিন ${e.bookName} সরিয়ে দিয়েছেন। ক্রেতারা এটি আর দেখবেন না।`,
    ),
  legacy: english.legacy,
};

export const TEMPLATES: Record<TextLanguage, Templates> = { en: english, bn: bangla };

/** The texts of the emails notifications send, besides the notifications' own. */
export const EMAIL_TEXTS: Record<
  TextLanguage,
  { signature: string; unreadConversations: (count: number) => string }
> = {
  en: {
    signature: '— BoiBazar\nChoose which emails you get under Dashboard → Notifications.',
    unreadConversations: (count) => `You have unread messages in ${count} conversations`,
  },
  bn: {
    signature: '— বইবাজার\nকোন ইমেইল পাবেন তা ড্যাশবোর্ড → বিজ্ঞপ্তি-তে বেছে নিন।',
    unreadConversations: (count) => `${digits(count)}টি কথোপকথনে আপনার না-পড়া বার্তা আছে`,
  },
};

/** A stored notification's title and body in `language`. */
export function renderNotification(
  row: { template: string; params: string },
  language: TextLanguage,
): NotificationText {
  const templates = TEMPLATES[language] as Record<string, (p: unknown) => NotificationText>;
  const template = templates[row.template] ?? templates.legacy!;
  return template(JSON.parse(row.params) as unknown);
}

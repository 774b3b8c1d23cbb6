// Notifications and their emails in the recipient's language (issue 17, decision 171). A notification is
// stored as the English the subscribers write (the spec's and the API's wording); it is shown and emailed in
// Bangla through this table of shapes, so a member who switches language reads the old ones anew too.
import { toBengaliDigits } from '@boibazar/shared/digits';
import type { TextLanguage } from '../../lib/server-text.ts';

/** English shape → Bangla shape; `{name}` stands for a book title, a person, an amount or a reason. */
const SHAPES: Array<[string, string]> = [
  // Orders
  ['New booking: {book}', 'নতুন বুকিং: {book}'],
  [
    '{buyer} booked {book}. You will hear when they pay.',
    '{buyer} {book} বুক করেছেন। তাঁরা পরিশোধ করলে জানানো হবে।',
  ],
  ['{book} is paid', '{book}-এর দাম পরিশোধ হয়েছে'],
  ['Payment received for {book}', '{book}-এর পেমেন্ট পাওয়া গেছে'],
  [
    'The buyer paid for {book}. Hand the book over and mark it on the order page.',
    'ক্রেতা {book}-এর দাম পরিশোধ করেছেন। বইটি হস্তান্তর করে অর্ডারের পাতায় চিহ্নিত করুন।',
  ],
  [
    'Your payment for {book} went through. The seller hands the book over next.',
    '{book}-এর জন্য আপনার পেমেন্ট সম্পন্ন হয়েছে। এরপর বিক্রেতা বইটি হস্তান্তর করবেন।',
  ],
  ['{book} was handed over: pay in cash', '{book} হস্তান্তর হয়েছে: হাতে নগদ টাকায় পরিশোধ করুন'],
  ['{book} was handed over', '{book} হস্তান্তর হয়েছে'],
  [
    'The seller handed over {book}. Confirm when you have it.',
    'বিক্রেতা {book} হস্তান্তর করেছেন। হাতে পেলে নিশ্চিত করুন।',
  ],
  ['Deal completed: {book}', 'লেনদেন সম্পূর্ণ: {book}'],
  [
    'The deal for {book} is complete. You can now review each other.',
    '{book}-এর লেনদেন সম্পূর্ণ হয়েছে। এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।',
  ],
  ['Booking cancelled: {book}', 'বুকিং বাতিল: {book}'],
  [
    'Another buyer bought {book} first, so your booking was cancelled. You were not charged.',
    'অন্য একজন ক্রেতা আগে {book} কিনে নিয়েছেন, তাই আপনার বুকিং বাতিল হয়েছে। আপনার কোনো টাকা কাটা হয়নি।',
  ],
  [
    '{book} is no longer for sale, so your booking was cancelled. You were not charged.',
    '{book} আর বিক্রির জন্য নেই, তাই আপনার বুকিং বাতিল হয়েছে। আপনার কোনো টাকা কাটা হয়নি।',
  ],
  [
    'The buyer of {book} left BoiBazar, so their booking was cancelled.',
    '{book}-এর ক্রেতা বইবাজার ছেড়ে গেছেন, তাই তাঁর বুকিং বাতিল হয়েছে।',
  ],
  [
    'The seller cancelled the cash-on-delivery order for {book}.',
    'বিক্রেতা {book}-এর ক্যাশ অন ডেলিভারি অর্ডার বাতিল করেছেন।',
  ],
  ['The buyer cancelled their order of {book}.', 'ক্রেতা {book}-এর অর্ডার বাতিল করেছেন।'],
  ['Order declined: {book}', 'অর্ডার প্রত্যাখ্যাত: {book}'],
  [
    'The seller declined the order for {book}; any payment is refunded.',
    'বিক্রেতা {book}-এর অর্ডার প্রত্যাখ্যান করেছেন; পরিশোধ করা টাকা ফেরত দেওয়া হবে।',
  ],
  ['Order expired: {book}', 'অর্ডারের মেয়াদ শেষ: {book}'],
  [
    'The book was not handed over in time, so the order for {book} ended; any payment is refunded.',
    'বইটি সময়মতো হস্তান্তর হয়নি, তাই {book}-এর অর্ডার শেষ হয়েছে; পরিশোধ করা টাকা ফেরত দেওয়া হবে।',
  ],
  ['Dispute opened: exchange for {book}', 'বিরোধ খোলা হয়েছে: {book}-এর বদল'],
  ['Dispute opened: {book}', 'বিরোধ খোলা হয়েছে: {book}'],
  [
    'A dispute was opened on the order for {book}. The admin will look at it.',
    '{book}-এর অর্ডার নিয়ে একটি বিরোধ খোলা হয়েছে। অ্যাডমিন বিষয়টি দেখবেন।',
  ],
  ['Refund for {book}', '{book}-এর টাকা ফেরত'],
  ['Your payment for {book} was refunded.', '{book}-এর জন্য আপনার পেমেন্ট ফেরত দেওয়া হয়েছে।'],
  ['Reminder: hand over {book}', 'মনে করিয়ে দিচ্ছি: {book} হস্তান্তর করুন'],
  [
    'The buyer will pay for {book} in cash on delivery. Hand it over before the order lapses.',
    'ক্রেতা {book}-এর দাম ক্যাশ অন ডেলিভারিতে দেবেন। অর্ডারের সময় শেষ হওয়ার আগে হস্তান্তর করুন।',
  ],
  [
    'The buyer has paid for {book}. Hand it over before the order expires.',
    'ক্রেতা {book}-এর দাম পরিশোধ করেছেন। অর্ডারের মেয়াদ শেষ হওয়ার আগে হস্তান্তর করুন।',
  ],
  ['Cash-on-delivery order: {book}', 'ক্যাশ অন ডেলিভারি অর্ডার: {book}'],
  [
    'The buyer will pay {amount} in cash when you hand over {book}. The book is reserved for them; hand it over and mark it on the order page.',
    'আপনি {book} হস্তান্তর করলে ক্রেতা হাতে নগদ {amount} দেবেন। বইটি তাঁর জন্য রাখা আছে; হস্তান্তর করে অর্ডারের পাতায় চিহ্নিত করুন।',
  ],
  [
    'The seller handed over {book}. Pay them {amount} in cash when you receive it; they confirm the payment on the order page.',
    'বিক্রেতা {book} হস্তান্তর করেছেন। বই হাতে পেলে তাঁকে হাতে নগদ {amount} দিন; তিনি অর্ডারের পাতায় পেমেন্ট নিশ্চিত করবেন।',
  ],
  ['Reminder: record the cash for {book}', 'মনে করিয়ে দিচ্ছি: {book}-এর হাতে নগদ টাকা পাওয়া লিখে রাখুন'],
  [
    'You handed over {book} for cash on delivery. Once the buyer has paid you {amount}, mark Cash collected on the order page; if they refused, mark Buyer refused.',
    'আপনি ক্যাশ অন ডেলিভারিতে {book} হস্তান্তর করেছেন। ক্রেতা আপনাকে {amount} দিলে অর্ডারের পাতায় ‘টাকা পেয়েছি’ চিহ্নিত করুন; না নিলে ‘ক্রেতা নেননি’ চিহ্নিত করুন।',
  ],
  ['Cash payment recorded: {book}', 'হাতে নগদ পেমেন্ট লেখা হয়েছে: {book}'],
  [
    'The seller confirmed your cash payment of {amount} for {book}. The deal is complete; you can now review each other.',
    'বিক্রেতা {book}-এর জন্য আপনার হাতে নগদ {amount} পাওয়া নিশ্চিত করেছেন। লেনদেন সম্পূর্ণ; এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।',
  ],
  ['Order cancelled: {book} was refused', 'অর্ডার বাতিল: {book} নেওয়া হয়নি'],
  [
    'The seller recorded that you refused to pay for {book} on delivery, so the order is cancelled. After two refusals, cash on delivery is no longer offered to you.',
    'বিক্রেতা লিখেছেন যে আপনি ডেলিভারির সময় {book}-এর দাম দেননি, তাই অর্ডার বাতিল হয়েছে। দুবার এমন হলে আপনাকে আর ক্যাশ অন ডেলিভারি দেওয়া হবে না।',
  ],
  ['Order cancelled: {book} was not handed over in time', 'অর্ডার বাতিল: {book} সময়মতো হস্তান্তর হয়নি'],
  [
    'You did not hand over {book} in time, so the cash-on-delivery order is cancelled and the book is back on sale.',
    'আপনি সময়মতো {book} হস্তান্তর করেননি, তাই ক্যাশ অন ডেলিভারি অর্ডার বাতিল হয়েছে এবং বইটি আবার বিক্রির তালিকায়।',
  ],
  [
    'The seller did not hand over {book} in time, so your cash-on-delivery order is cancelled. Nothing was paid.',
    'বিক্রেতা সময়মতো {book} হস্তান্তর করেননি, তাই আপনার ক্যাশ অন ডেলিভারি অর্ডার বাতিল হয়েছে। কোনো টাকা দেওয়া হয়নি।',
  ],
  // Exchanges
  ['New exchange offer for {book}', '{book}-এর জন্য নতুন বদলের প্রস্তাব'],
  [
    'Someone offers their books and a {amount} Taka top-up for {book}. Accept, counter or decline it.',
    'কেউ {book}-এর বদলে তাঁর বই আর {amount} টাকা টপ-আপ প্রস্তাব করেছেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  [
    'Someone offers their books for {book}. Accept, counter or decline it.',
    'কেউ {book}-এর বদলে তাঁর বই প্রস্তাব করেছেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  ['Your exchange offer for {book} was countered', '{book}-এর জন্য আপনার বদলের প্রস্তাবে পাল্টা প্রস্তাব এসেছে'],
  [
    'The other side answered your offer for {book} with a counter-offer. Have a look.',
    'অন্য পক্ষ {book}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন। দেখে নিন।',
  ],
  ['Exchange accepted: {book}', 'বদল গৃহীত: {book}'],
  [
    'The exchange for {book} was accepted. It goes ahead once the {amount} Taka top-up is paid.',
    '{book}-এর বদল গৃহীত হয়েছে। {amount} টাকা টপ-আপ পরিশোধ হলে এগোবে।',
  ],
  [
    'The exchange for {book} was accepted. Hand your books over and mark it on the exchange page.',
    '{book}-এর বদল গৃহীত হয়েছে। আপনার বই হস্তান্তর করে বদলের পাতায় চিহ্নিত করুন।',
  ],
  ['Exchange offer declined: {book}', 'বদলের প্রস্তাব প্রত্যাখ্যাত: {book}'],
  ['The offer for {book} was declined: {reason}', '{book}-এর প্রস্তাব প্রত্যাখ্যাত হয়েছে: {reason}'],
  ['The offer for {book} was declined.', '{book}-এর প্রস্তাব প্রত্যাখ্যাত হয়েছে।'],
  ['Exchange offer withdrawn: {book}', 'বদলের প্রস্তাব ফিরিয়ে নেওয়া হয়েছে: {book}'],
  ['The offer for {book} was withdrawn.', '{book}-এর প্রস্তাব ফিরিয়ে নেওয়া হয়েছে।'],
  ['Exchange offer expired: {book}', 'বদলের প্রস্তাবের মেয়াদ শেষ: {book}'],
  [
    'Nobody answered the offer for {book} in time, so it lapsed.',
    '{book}-এর প্রস্তাবের সময়মতো কেউ উত্তর দেননি, তাই এর মেয়াদ শেষ হয়েছে।',
  ],
  ['Top-up paid: {book}', 'টপ-আপ পরিশোধিত: {book}'],
  [
    'The {amount} Taka top-up for the exchange of {book} is paid. Hand your books over.',
    '{book}-এর বদলের {amount} টাকা টপ-আপ পরিশোধ হয়েছে। আপনার বই হস্তান্তর করুন।',
  ],
  ['Books handed over: {book}', 'বই হস্তান্তর হয়েছে: {book}'],
  [
    'The other side handed their books over in the exchange for {book}. Confirm when you have them.',
    '{book}-এর বদলে অন্য পক্ষ তাঁর বই হস্তান্তর করেছেন। হাতে পেলে নিশ্চিত করুন।',
  ],
  ['Exchange completed: {book}', 'বদল সম্পূর্ণ: {book}'],
  [
    'The exchange for {book} is complete. You can now review each other.',
    '{book}-এর বদল সম্পূর্ণ হয়েছে। এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।',
  ],
  [
    'A dispute was opened on the exchange for {book}. The admin will look at it.',
    '{book}-এর বদল নিয়ে একটি বিরোধ খোলা হয়েছে। অ্যাডমিন বিষয়টি দেখবেন।',
  ],
  ['Exchange cancelled: {book}', 'বদল বাতিল: {book}'],
  [
    'The exchange for {book} was cancelled ({reason}). Its books are back on sale and any top-up is refunded.',
    '{book}-এর বদল বাতিল হয়েছে ({reason})। এর বইগুলো আবার বিক্রির তালিকায়, আর টপ-আপ দেওয়া থাকলে ফেরত দেওয়া হবে।',
  ],
  [
    'The exchange for {book} was cancelled. Its books are back on sale and any top-up is refunded.',
    '{book}-এর বদল বাতিল হয়েছে। এর বইগুলো আবার বিক্রির তালিকায়, আর টপ-আপ দেওয়া থাকলে ফেরত দেওয়া হবে।',
  ],
  ['{book} is listed', '{book} তালিকায় এসেছে'],
  [
    'A seller just listed {book}, which you said you want in exchange. Offer an exchange for it.',
    'একজন বিক্রেতা এইমাত্র {book} তালিকায় দিয়েছেন, যা আপনি বদলে চেয়েছিলেন। এর জন্য বদলের প্রস্তাব দিন।',
  ],
  // Exchanges, naming whoever acted and who pays the top-up (issue 30, decision 260). After the shapes above,
  // so a text written before them ('The other side handed…') keeps its own.
  [
    '{name} offers their books for {book} and pays you a top-up of {amount} Taka. Accept, counter or decline it.',
    '{name} {book}-এর বদলে তাঁর বই দিতে চান, সঙ্গে আপনাকে {amount} টাকা টপ-আপ দেবেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  [
    '{name} offers their books for {book} and asks you for a top-up of {amount} Taka. Accept, counter or decline it.',
    '{name} {book}-এর বদলে তাঁর বই দিতে চান, সঙ্গে আপনার কাছে {amount} টাকা টপ-আপ চান। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  [
    '{name} offers their books for {book}. Accept, counter or decline it.',
    '{name} {book}-এর বদলে তাঁর বই দিতে চান। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  [
    '{name} answered your offer for {book} with a counter-offer and pays you a top-up of {amount} Taka. Have a look.',
    '{name} {book}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন, সঙ্গে আপনাকে {amount} টাকা টপ-আপ দেবেন। দেখে নিন।',
  ],
  [
    '{name} answered your offer for {book} with a counter-offer that asks you for a top-up of {amount} Taka. Have a look.',
    '{name} {book}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন, তাতে আপনার কাছে {amount} টাকা টপ-আপ চাওয়া হয়েছে। দেখে নিন।',
  ],
  [
    '{name} answered your offer for {book} with a counter-offer. Have a look.',
    '{name} {book}-এর জন্য আপনার প্রস্তাবের উত্তরে পাল্টা প্রস্তাব দিয়েছেন। দেখে নিন।',
  ],
  [
    '{name} accepted the exchange for {book}. Pay the {amount} Taka top-up on the exchange page, then hand your books over.',
    '{name} {book}-এর বদল গ্রহণ করেছেন। বদলের পাতায় {amount} টাকা টপ-আপ দিন, তারপর আপনার বই হস্তান্তর করুন।',
  ],
  [
    '{name} accepted the exchange for {book}. It goes ahead once they pay the {amount} Taka top-up.',
    '{name} {book}-এর বদল গ্রহণ করেছেন। তিনি {amount} টাকা টপ-আপ দিলেই বদল এগোবে।',
  ],
  [
    '{name} accepted the exchange for {book}. Hand your books over and mark it on the exchange page.',
    '{name} {book}-এর বদল গ্রহণ করেছেন। আপনার বই হস্তান্তর করে বদলের পাতায় চিহ্নিত করুন।',
  ],
  ['{name} declined the offer for {book}: {reason}', '{name} {book}-এর প্রস্তাব প্রত্যাখ্যান করেছেন: {reason}'],
  ['{name} declined the offer for {book}.', '{name} {book}-এর প্রস্তাব প্রত্যাখ্যান করেছেন।'],
  ['{name} withdrew the offer for {book}.', '{name} {book}-এর প্রস্তাব তুলে নিয়েছেন।'],
  [
    '{name} paid the {amount} Taka top-up for the exchange of {book}. Hand your books over.',
    '{name} {book}-এর বদলের {amount} টাকা টপ-আপ দিয়েছেন। আপনার বই হস্তান্তর করুন।',
  ],
  [
    '{name} handed their books over in the exchange for {book}. Confirm when you have them.',
    '{name} {book}-এর বদলে তাঁর বই হস্তান্তর করেছেন। হাতে পেলে নিশ্চিত করুন।',
  ],
  // Offers (decision 250)
  ['New offer for {book}', '{book}-এর জন্য নতুন দামের প্রস্তাব'],
  [
    '{buyer} offers {amount} for {book}. Accept, counter or decline it.',
    '{buyer} {book}-এর জন্য {amount} দাম প্রস্তাব করেছেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  ['Counter-offer for {book}', '{book}-এর জন্য পাল্টা প্রস্তাব'],
  [
    '{name} answered with {amount} for {book}. Accept, counter or decline it.',
    '{name} {book}-এর জন্য {amount} পাল্টা প্রস্তাব দিয়েছেন। গ্রহণ করুন, পাল্টা প্রস্তাব দিন বা প্রত্যাখ্যান করুন।',
  ],
  [
    '{name} answered with {amount} for {book}. Accept or decline it.',
    '{name} {book}-এর জন্য {amount} পাল্টা প্রস্তাব দিয়েছেন। গ্রহণ বা প্রত্যাখ্যান করুন।',
  ],
  ['Offer accepted: {book}', 'প্রস্তাব গৃহীত: {book}'],
  [
    '{name} accepted {amount} for {book}. The book is reserved for you: pay for it in My Orders before the time runs out.',
    '{name} {book}-এর জন্য {amount} দাম মেনে নিয়েছেন। বইটি আপনার জন্য রাখা আছে: সময় শেষ হওয়ার আগে আমার অর্ডারে গিয়ে পরিশোধ করুন।',
  ],
  [
    '{name} accepted {amount} for {book}. The book is reserved for them until they pay.',
    '{name} {book}-এর জন্য {amount} দাম মেনে নিয়েছেন। পরিশোধ না করা পর্যন্ত বইটি তাঁর জন্য রাখা আছে।',
  ],
  ['Offer declined: {book}', 'প্রস্তাব প্রত্যাখ্যাত: {book}'],
  ['{name} declined {amount} for {book}.', '{name} {book}-এর জন্য {amount} দাম প্রত্যাখ্যান করেছেন।'],
  ['Offer withdrawn: {book}', 'প্রস্তাব ফিরিয়ে নেওয়া হয়েছে: {book}'],
  ['{name} withdrew their offer for {book}.', '{name} {book}-এর জন্য তাঁর প্রস্তাব ফিরিয়ে নিয়েছেন।'],
  ['Offer expired: {book}', 'প্রস্তাবের মেয়াদ শেষ: {book}'],
  [
    'Nobody answered the offer for {book} in time, so it lapsed.',
    'সময়মতো কেউ {book}-এর প্রস্তাবের উত্তর দেননি, তাই এর মেয়াদ শেষ হয়েছে।',
  ],
  ['Agreed price lapsed: {book}', 'সম্মত দামের মেয়াদ শেষ: {book}'],
  [
    'The agreed price of {amount} for {book} was not paid in time, so the book is back on sale.',
    '{book}-এর সম্মত দাম {amount} সময়মতো পরিশোধ হয়নি, তাই বইটি আবার বিক্রির জন্য উঠেছে।',
  ],
  // Messages, reviews, the admin, the wishlist
  ['New message from {name}', '{name}-এর কাছ থেকে নতুন বার্তা'],
  ['About {book}: {preview}', '{book} প্রসঙ্গে: {preview}'],
  ['You have a new review', 'আপনি একটি নতুন রিভিউ পেয়েছেন'],
  [
    'A review of you from a deal is now public. See it on the order page.',
    'একটি লেনদেন থেকে আপনাকে দেওয়া রিভিউ এখন প্রকাশিত। অর্ডারের পাতায় দেখুন।',
  ],
  [
    'A review of you from a book exchange is now public. See it on the exchange page.',
    'একটি বই বদল থেকে আপনাকে দেওয়া রিভিউ এখন প্রকাশিত। বদলের পাতায় দেখুন।',
  ],
  ['Your seller account is verified', 'আপনার বিক্রেতা অ্যাকাউন্ট যাচাই হয়েছে'],
  [
    'Buyers now see the verified tick next to your name on every listing.',
    'এখন থেকে ক্রেতারা আপনার প্রতিটি বইয়ে আপনার নামের পাশে যাচাইয়ের টিক দেখবেন।',
  ],
  ['Your book {book} was removed', 'আপনার বই {book} সরিয়ে দেওয়া হয়েছে'],
  [
    'The admin removed {book} after it was reported. It no longer shows to buyers.',
    'রিপোর্টের পর অ্যাডমিন {book} সরিয়ে দিয়েছেন। ক্রেতারা এটি আর দেখবেন না।',
  ],
  ['A copy of {book} is for sale', '{book}-এর একটি কপি বিক্রির জন্য এসেছে'],
  // Saved searches (saved-search-alert.ts)
  ['New for your saved search {search}', 'আপনার সংরক্ষিত খোঁজ {search}-এ নতুন বই'],
  [
    '{book} was just listed and matches your saved search {search}.',
    '{book} এইমাত্র তালিকায় এসেছে; এটি আপনার সংরক্ষিত খোঁজ {search}-এর সাথে মেলে।',
  ],
  [
    'A book on your wishlist, {book}, was just listed again.',
    'আপনার পছন্দের তালিকার বই {book} এইমাত্র আবার তালিকায় এসেছে।',
  ],
  // Emails
  ['You have unread messages in {count} conversations', '{count}টি কথোপকথনে আপনার না-পড়া বার্তা আছে'],
  [
    '— BoiBazar\nChoose which emails you get under Dashboard → Notifications.',
    '— বইবাজার\nকোন ইমেইল পাবেন তা ড্যাশবোর্ড → বিজ্ঞপ্তি-তে বেছে নিন।',
  ],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compiled = SHAPES.map(([english, bangla]) => {
  const names: string[] = [];
  const source = escape(english).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  return { pattern: new RegExp(`^${source}$`, 's'), names, bangla };
});

/** A value put into a Bangla text: amounts and counts in Bengali digits ('350 Taka' is '৳৩৫০'). */
function banglaValue(name: string, value: string): string {
  if (name === 'buyer' && value === 'A buyer') return 'একজন ক্রেতা';
  if (name === 'name' && value === 'Someone') return 'কেউ';
  if (name === 'amount') {
    const taka = /^(\d+) Taka$/.exec(value);
    if (taka) return `৳${toBengaliDigits(taka[1]!)}`;
    if (value === 'the price') return 'দাম';
  }
  return /^(amount|count)$/.test(name) ? toBengaliDigits(value) : value;
}

/** A notification's (or its email's) text in `language`; English, and any text of an unknown shape, unchanged. */
export function notificationText(text: string, language: TextLanguage): string {
  if (language === 'en') return text;
  for (const { pattern, names, bangla } of compiled) {
    const match = pattern.exec(text);
    if (!match) continue;
    return names.reduce(
      (out, name, i) => out.replace(`{${name}}`, () => banglaValue(name, match[i + 1]!)),
      bangla,
    );
  }
  return text;
}

/** Every English shape, for the test that each notification the subscribers write has a Bangla text. */
export const notificationShapes = (): string[] => SHAPES.map(([english]) => english);

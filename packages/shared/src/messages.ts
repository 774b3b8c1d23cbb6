// Messages written to people by the server and by the shared schemas' validation, in their language
// (issue 17, decisions 170 and 171). English is the message as the code writes it (the spec's contract,
// unchanged); Bangla comes from this table, by the exact English text or by the shape of a templated one.
// The server's error handler and the web app's form fields both use it.
import { CONDITION_NAMES_BN } from './conditions.ts';

export type TextLanguage = 'en' | 'bn';

const BN_DIGITS = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

const exact: Record<string, string> = {
  'Please sign in first': 'আগে লগইন করুন',
  'Wrong email or password': 'ইমেইল বা পাসওয়ার্ড ভুল',
  'Use a date like 2026-11-26': '২০২৬-১১-২৬ ধরনের তারিখ লিখুন',
  'Dates are written YYYY-MM-DD': 'তারিখ লিখুন বছর-মাস-দিন (YYYY-MM-DD) আকারে',
  'Not a real date': 'এমন কোনো তারিখ নেই',
  'from must not be after to': 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
  // Phone sign-in (decision 210).
  'Please enter a Bangladeshi mobile number such as 01711000000':
    '০১৭১১০০০০০০-এর মতো একটি বাংলাদেশি মোবাইল নম্বর লিখুন',
  'Phone number is too long': 'ফোন নম্বরটি বেশি লম্বা',
  'The code is too long': 'কোডটি বেশি লম্বা',
  'The code is not right; check the SMS and try again': 'কোডটি ঠিক নয়; এসএমএসটি দেখে আবার চেষ্টা করুন',
  'The code has expired; ask for a new one': 'কোডটির মেয়াদ শেষ; নতুন কোড চেয়ে নিন',
  'Too many wrong tries; ask for a new code': 'অনেকবার ভুল হয়েছে; নতুন কোড চেয়ে নিন',
  'Too many codes were asked for; please wait a while and try again':
    'অনেকগুলো কোড চাওয়া হয়েছে; কিছুক্ষণ পরে আবার চেষ্টা করুন',
  'Sign-in by phone is not available right now': 'এখন ফোন দিয়ে লগইন করা যাচ্ছে না',
  'No account uses this number yet; sign up with it':
    'এই নম্বরে এখনো কোনো অ্যাকাউন্ট নেই; এটি দিয়ে অ্যাকাউন্ট খুলুন',
  'This number is already on another account': 'এই নম্বরটি আগে থেকেই অন্য একটি অ্যাকাউন্টে আছে',
  // Account recovery and email verification (decision 205).
  'This reset link is not valid or was already used; please ask for a new one':
    'এই রিসেট লিংকটি সঠিক নয় বা আগেই ব্যবহার হয়েছে; নতুন একটি লিংক চেয়ে নিন',
  'This reset link has expired; please ask for a new one':
    'এই রিসেট লিংকের মেয়াদ শেষ হয়ে গেছে; নতুন একটি লিংক চেয়ে নিন',
  'This verification link is not valid or was already used':
    'এই যাচাইয়ের লিংকটি সঠিক নয় বা আগেই ব্যবহার হয়েছে',
  'This verification link has expired; please ask for a new one':
    'এই যাচাইয়ের লিংকের মেয়াদ শেষ হয়ে গেছে; নতুন একটি লিংক চেয়ে নিন',
  'This link is not complete; please open it from the email again': 'লিংকটি সম্পূর্ণ নয়; ইমেইল থেকে আবার খুলুন',
  'Your email is already verified': 'আপনার ইমেইল আগেই যাচাই করা হয়েছে',
  'Another account uses this email': 'এই ইমেইল অন্য একটি অ্যাকাউন্টে ব্যবহার হচ্ছে',
  'This is already your email': 'এটি আগে থেকেই আপনার ইমেইল',
  'We sent enough links for now; please check your inbox or try again in 15 minutes':
    'এখনকার মতো যথেষ্ট লিংক পাঠানো হয়েছে; ইনবক্স দেখুন বা ১৫ মিনিট পরে আবার চেষ্টা করুন',
  'An account with this email already exists; please sign in': 'এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে; লগইন করুন',
  'You are not allowed to do this': 'এটি করার অনুমতি আপনার নেই',
  // Listing by ISBN and the fair price (issue 29, decision 320).
  'ISBN must be a valid ISBN-10 or ISBN-13': 'আইএসবিএন হতে হবে সঠিক ১০ বা ১৩ অঙ্কের আইএসবিএন',
  'Choose the condition': 'বইয়ের অবস্থা বেছে নিন',
  'Give the ISBN or the title': 'আইএসবিএন বা বইয়ের নাম দিন',
  // Offers (decision 250).
  'You cannot make an offer on your own book': 'নিজের বইয়ে দামের প্রস্তাব দেওয়া যায় না',
  'You already have an open offer on this book; see it under My Offers':
    'এই বইয়ে আপনার একটি খোলা প্রস্তাব আগে থেকেই আছে; আমার প্রস্তাব-এ দেখুন',
  'This book is reserved for a buyer whose offer was accepted':
    'যে ক্রেতার প্রস্তাব গৃহীত হয়েছে, বইটি তাঁর জন্য রাখা আছে',
  'Offer a whole number of Taka': 'পূর্ণ টাকার অঙ্কে প্রস্তাব দিন',
  'Amount must be a number of Taka': 'টাকার অঙ্কটি সংখ্যায় লিখুন',
  'Amount must be more than 0': 'টাকার অঙ্ক ০-এর বেশি হতে হবে',
  'Amount is too large': 'টাকার অঙ্কটি বেশি বড়',
  'This offer is not yours': 'এই প্রস্তাবটি আপনার নয়',
  'This offer has already been accepted': 'এই প্রস্তাব আগেই গৃহীত হয়েছে',
  'This offer has been declined': 'এই প্রস্তাব প্রত্যাখ্যাত হয়েছে',
  'This offer has been withdrawn': 'এই প্রস্তাব ফিরিয়ে নেওয়া হয়েছে',
  'This offer has expired': 'এই প্রস্তাবের মেয়াদ শেষ',
  'This offer lapsed: its order was not paid in time': 'এই প্রস্তাবের মেয়াদ শেষ: এর অর্ডার সময়মতো পরিশোধ হয়নি',
  'Only the buyer can withdraw an offer': 'শুধু ক্রেতা প্রস্তাব ফিরিয়ে নিতে পারেন',
  'The seller has not answered yet': 'বিক্রেতা এখনো উত্তর দেননি',
  'The buyer has not answered your counter yet': 'ক্রেতা এখনো আপনার পাল্টা প্রস্তাবের উত্তর দেননি',
  'This offer changed meanwhile; reload it': 'এর মধ্যে প্রস্তাবটি বদলে গেছে; পাতাটি আবার খুলুন',
  'The buyer has left BoiBazar': 'ক্রেতা বইবাজার ছেড়ে গেছেন',
  // Delivery by courier (decision 310).
  "Please enter the recipient's name": 'প্রাপকের নাম লিখুন',
  'Please enter a mobile number': 'একটি মোবাইল নম্বর লিখুন',
  'Please choose a district': 'একটি জেলা বেছে নিন',
  'Please enter the thana or upazila': 'থানা বা উপজেলা লিখুন',
  'Thana or upazila is too long': 'থানা বা উপজেলার নাম বেশি লম্বা',
  'Please enter the area': 'এলাকার নাম লিখুন',
  'Area is too long': 'এলাকার নাম বেশি লম্বা',
  'Please enter the house and road': 'বাড়ি ও রাস্তার ঠিকানা লিখুন',
  'Address line is too long': 'ঠিকানাটি বেশি লম্বা',
  'The courier did not answer in time; please try again in a minute':
    'কুরিয়ার সময়মতো উত্তর দেয়নি; এক মিনিট পরে আবার চেষ্টা করুন',
  'The courier could not take the parcel right now; please try again later':
    'কুরিয়ার এখন পার্সেলটি নিতে পারছে না; পরে আবার চেষ্টা করুন',
  'The courier could not register your pickup address; check the phone and address on your listing and your saved addresses, then try again':
    'কুরিয়ার আপনার পিকআপের ঠিকানা নিবন্ধন করতে পারেনি; বিজ্ঞাপনের ফোন নম্বর ও ঠিকানা এবং আপনার সংরক্ষিত ঠিকানা দেখে আবার চেষ্টা করুন',
  'This book is not sent by courier; choose meet-up': 'এই বইটি কুরিয়ারে পাঠানো হয় না; সরাসরি দেখা বেছে নিন',
  "The seller's district is not known; choose meet-up": 'বিক্রেতার জেলা জানা নেই; সরাসরি দেখা বেছে নিন',
  'Delivery by courier is not available right now': 'এখন কুরিয়ারে ডেলিভারি দেওয়া যাচ্ছে না',
  'Choose the address to deliver to': 'কোন ঠিকানায় পৌঁছাবে তা বেছে নিন',
  'The courier collects the cash of a home delivery; the order is paid when the courier reports it':
    'হোম ডেলিভারির নগদ টাকা কুরিয়ার সংগ্রহ করে; কুরিয়ার জানালে অর্ডারটি পরিশোধিত হয়',
  "delivery must be 'meetup' or 'home'": "delivery হতে হবে 'meetup' বা 'home'",
  'The request is not valid': 'অনুরোধটি সঠিক নয়',
  'Something went wrong on our side': 'আমাদের দিকে একটি সমস্যা হয়েছে',
  'email must be off, instant or daily': 'email হতে হবে off, instant বা daily',
  'This is briefly unavailable; please try again in a moment':
    'এটি কিছুক্ষণের জন্য বন্ধ আছে; একটু পরে আবার চেষ্টা করুন',
  'Email is required': 'ইমেইল দিতে হবে',
  'Email is too long': 'ইমেইলটি বেশি লম্বা',
  'Please enter a valid email address': 'একটি সঠিক ইমেইল ঠিকানা লিখুন',
  'Password is required': 'পাসওয়ার্ড দিতে হবে',
  'Current password is required': 'বর্তমান পাসওয়ার্ড দিতে হবে',
  'Name is Required': 'নাম দিতে হবে',
  'Name is too long': 'নামটি বেশি লম্বা',
  'Photo is Required': 'ছবি দিতে হবে',
  'Location is Required': 'জায়গার নাম দিতে হবে',
  'condotion is Required': 'বইয়ের অবস্থা দিতে হবে',
  'Resale Price is Required': 'বিক্রয়মূল্য দিতে হবে',
  'Original Price is Required': 'আসল দাম দিতে হবে',
  'Purchage Year is Required': 'কেনার সাল দিতে হবে',
  'Year of use is Required': 'কত বছর ব্যবহার হয়েছে তা দিতে হবে',
  'Seller is Required': 'বিক্রেতার নাম দিতে হবে',
  'phone is Required': 'ফোন নম্বর দিতে হবে',
  'description is Required': 'বইয়ের বিবরণ দিতে হবে',
  'Category is Required': 'বিভাগ বেছে নিন',
  'This order is already paid': 'এই অর্ডারের টাকা আগেই পরিশোধ করা হয়েছে',
  'This order is not yours': 'এই অর্ডারটি আপনার নয়',
  'This order is no longer open': 'এই অর্ডারটি আর খোলা নেই',
  'You cannot book your own book': 'নিজের বই নিজে বুক করা যায় না',
  'You cannot report your own book': 'নিজের বইয়ের বিরুদ্ধে রিপোর্ট করা যায় না',
  'A sold book cannot be edited': 'বিক্রি হয়ে যাওয়া বই বদলানো যায় না',
  'This payment has not succeeded': 'এই পেমেন্ট সফল হয়নি',
  'ISBN must be 10 or 13 digits (dashes allowed)': 'আইএসবিএন ১০ বা ১৩ অঙ্কের হতে হবে (ড্যাশ চলবে)',
  'sendsByCourier must be true or false': 'কুরিয়ারে পাঠানো হয় কি না, তা হ্যাঁ বা না হতে হবে',
  'openToExchange must be true or false': 'বদলের জন্য খোলা কি না, তা হ্যাঁ বা না হতে হবে',
  'The seller does not accept cash on delivery for this book': 'বিক্রেতা এই বইয়ে ক্যাশ অন ডেলিভারি নেন না',
  'Cash on delivery is not available to you after two refused deliveries; please pay online':
    'দুবার ডেলিভারি না নেওয়ায় আপনার জন্য ক্যাশ অন ডেলিভারি বন্ধ; অনলাইনে পরিশোধ করুন',
  'bKash is not available right now': 'বিকাশ এই মুহূর্তে চালু নেই',
  'Category name is required': 'বিভাগের নাম দিতে হবে',
  // Browse, suggestions and saved searches (decision 340).
  'Type at least two letters': 'অন্তত দুটি অক্ষর লিখুন',
  'Name must be text': 'নাম লেখা হতে হবে',
  'Name cannot be empty': 'নাম খালি রাখা যাবে না',
  'paused must be true or false': 'থামানো কি না, তা হ্যাঁ বা না হতে হবে',
  'Nothing to change': 'বদলানোর কিছু নেই',
  'Give the search some words or a filter to save it': 'সংরক্ষণ করতে খোঁজায় কিছু শব্দ বা একটি ফিল্টার দিন',
  'Category name cannot be empty': 'বিভাগের নাম খালি রাখা যাবে না',
  'Bangla name must be text': 'বাংলা নাম লেখা হতে হবে',
  'Change at least one of price, description, photo, condition or cash on delivery':
    'দাম, বিবরণ, ছবি, অবস্থা বা ক্যাশ অন ডেলিভারির অন্তত একটি বদলান',
  'Write a message': 'একটি বার্তা লিখুন',
  'A reason can be at most 300 characters': 'কারণ সর্বোচ্চ ৩০০ অক্ষরের হতে পারে',
  'Choose 1 to 3 of your books': 'আপনার ১ থেকে ৩টি বই বেছে নিন',
  'Choose at least one book': 'অন্তত একটি বই বেছে নিন',
  'A book is listed twice': 'একটি বই দুবার দেওয়া হয়েছে',
  'The top-up must be a whole number of Taka from 0 to 100000':
    'টপ-আপ ০ থেকে ১০০০০০-এর মধ্যে পূর্ণ টাকার অঙ্ক হতে হবে',
  'The top-up must be a whole number of Taka': 'টপ-আপ পূর্ণ টাকার অঙ্ক হতে হবে',
  'The top-up cannot be negative': 'টপ-আপ ঋণাত্মক হতে পারে না',
  "outcome must be 'complete' or 'cancel'": 'সিদ্ধান্ত হতে হবে সম্পূর্ণ বা বাতিল',
  "Role must be 'Buyer' or 'Seller'": 'ভূমিকা হতে হবে ক্রেতা বা বিক্রেতা',
  'Photo address is too long': 'ছবির ঠিকানাটি বেশি লম্বা',
  'Photo must be an uploaded photo or an https:// address':
    'ছবি হতে হবে আপলোড করা ছবি বা একটি https:// ঠিকানা',
  'Photo address must not contain a user name or password':
    'ছবির ঠিকানায় ব্যবহারকারীর নাম বা পাসওয়ার্ড থাকা চলবে না',
  'Photo address must be on a public web host': 'ছবির ঠিকানা একটি সর্বজনীন ওয়েব হোস্টে হতে হবে',
  'Someone books one of your books': 'কেউ আপনার কোনো বই বুক করলে',
  'A payment on one of your orders': 'আপনার কোনো অর্ডারে পেমেন্ট হলে',
  'Each step of your orders (handover, completion, cancellation, disputes, refunds)':
    'আপনার অর্ডারের প্রতিটি ধাপে (হস্তান্তর, সম্পূর্ণ, বাতিল, বিরোধ, টাকা ফেরত)',
  'New messages (one email for several, not one per message)':
    'নতুন বার্তা এলে (কয়েকটির জন্য একটি ইমেইল, প্রতিটির জন্য আলাদা নয়)',
  'Someone reviews you': 'কেউ আপনাকে রিভিউ দিলে',
  'Your seller account is verified': 'আপনার বিক্রেতা অ্যাকাউন্ট যাচাই হলে',
  'The admin removes one of your books': 'অ্যাডমিন আপনার কোনো বই সরিয়ে দিলে',
  'A book matching your wishlist is listed': 'আপনার পছন্দের তালিকার সঙ্গে মেলে এমন বই তালিকায় এলে',
  'Exchange offers and each step of your exchanges; books you want are listed':
    'বদলের প্রস্তাব ও আপনার বদলের প্রতিটি ধাপে; আপনার চাওয়া বই তালিকায় এলে',
  'Choose the date and time of the meet-up': 'কবে, কখন দেখা করবেন তা বেছে নিন',
  "outcome must be 'refund' or 'release'": 'সিদ্ধান্ত হতে হবে টাকা ফেরত বা বিক্রেতাকে ছেড়ে দেওয়া',
  'amount must be a whole number of Taka': 'পরিমাণ পূর্ণ টাকার অঙ্ক হতে হবে',
  'amount must be positive': 'পরিমাণ শূন্যের বেশি হতে হবে',
  'booking (the order id) is required': 'বুকিং (অর্ডার নম্বর) দিতে হবে',
  'booking is required': 'বুকিং দিতে হবে',
  'Your card number is invalid.': 'আপনার কার্ড নম্বরটি সঠিক নয়।',
  "Your card's expiration date is incomplete.": 'আপনার কার্ডের মেয়াদের তারিখ অসম্পূর্ণ।',
  "Your card's expiration date is in the past.": 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।',
  "Your card's security code is incomplete.": 'আপনার কার্ডের নিরাপত্তা কোড অসম্পূর্ণ।',
  'rating must be a whole number from 1 to 5': 'রেটিং ১ থেকে ৫-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'Name the deal: orderId or exchangeId': 'কোন লেনদেন তা জানান',
  'The reply is required': 'উত্তর লিখতে হবে',
  'A reason is required': 'কারণ লিখতে হবে',
  'Reason is required': 'কারণ লিখতে হবে',
  // Payouts (decision 300).
  'An account number is 6 to 20 digits': 'অ্যাকাউন্ট নম্বর ৬ থেকে ২০ অঙ্কের হয়',
  'The amount must be a whole number of Taka': 'পরিমাণ পূর্ণ টাকায় লিখতে হবে',
  'The amount must be more than 0': 'পরিমাণ শূন্যের বেশি হতে হবে',
  'The amount is too large': 'পরিমাণটি অনেক বেশি',
  'The password is not correct': 'পাসওয়ার্ডটি সঠিক নয়',
  'This payout method is not yours or was removed': 'এই পেআউট পদ্ধতিটি আপনার নয় বা সরিয়ে ফেলা হয়েছে',
  'You already have a payout in progress; wait until it is paid or returned':
    'আপনার একটি পেআউট চলছে; সেটি পরিশোধ বা ফেরত হওয়া পর্যন্ত অপেক্ষা করুন',
  'This amount is more than your available balance': 'এই পরিমাণ আপনার উত্তোলনযোগ্য ব্যালান্সের চেয়ে বেশি',
  'This payout is no longer waiting for a decision': 'এই পেআউটটি আর সিদ্ধান্তের অপেক্ষায় নেই',
  'A bank payout is paid outside BoiBazar: mark it paid or reject it':
    'ব্যাংক পেআউট বইবাজারের বাইরে পরিশোধ করা হয়: পরিশোধিত চিহ্নিত করুন বা বাতিল করুন',
  'A new payout method can be paid to only after its waiting time; try again later':
    'নতুন পেআউট পদ্ধতিতে অপেক্ষার সময় শেষ হলে তবেই টাকা পাঠানো যায়; পরে আবার চেষ্টা করুন',
  'The file could not be read as CSV': 'ফাইলটি সিএসভি হিসেবে পড়া যায়নি',
  'A CSV import takes at most 500 rows': 'একটি সিএসভি ইমপোর্টে সর্বোচ্চ ৫০০টি সারি নেওয়া যায়',
  'The CSV has no rows under its header': 'সিএসভির শিরোনামের নিচে কোনো সারি নেই',
  'The CSV needs the columns title, condition, price, category and district':
    'সিএসভিতে title, condition, price, category আর district কলাম থাকতে হবে',
  ...CONDITION_NAMES_BN,
  // The server modules' own refusals (every one has its Bangla: server-text.test.ts walks them).
  'A book needs at least one photo': 'একটি বইয়ের অন্তত একটি ছবি লাগবে',
  'A payment for this top-up was just opened in another tab; try again':
    'অন্য একটি ট্যাবে এই টপ-আপের পেমেন্ট এইমাত্র খোলা হয়েছে; আবার চেষ্টা করুন',
  'A pickup can be booked once the order is paid or placed for cash on delivery':
    'অর্ডারের টাকা পরিশোধ হলে বা ক্যাশ অন ডেলিভারিতে দেওয়া হলে তবেই কুরিয়ারের পিকআপ বুক করা যায়',
  'A sold book cannot be advertised': 'বিক্রি হয়ে যাওয়া বইয়ের বিজ্ঞাপন দেওয়া যায় না',
  'A value in the request is not valid': 'অনুরোধের একটি মান সঠিক নয়',
  'A value is too large': 'একটি মান অনেক বড়',
  'An admin account cannot become a seller': 'অ্যাডমিন অ্যাকাউন্ট বিক্রেতা হতে পারে না',
  'An amount goes only with a refund': 'টাকার অঙ্ক শুধু টাকা ফেরতের সঙ্গেই দেওয়া যায়',
  'Ask for messages before or after one message, not both':
    'একটি বার্তার আগের অথবা পরের বার্তাগুলো চান, দুটো একসঙ্গে নয়',
  'Book the pickup first; the label carries the courier’s tracking code':
    'আগে পিকআপ বুক করুন; লেবেলে কুরিয়ারের ট্র্যাকিং কোড থাকে',
  'Choose a category that exists': 'আছে এমন একটি বিভাগ বেছে নিন',
  'Google sign-in is not set up on this server': 'এই সার্ভারে গুগল দিয়ে লগইন চালু করা নেই',
  'No photo was sent': 'কোনো ছবি পাঠানো হয়নি',
  'No refund is owed for this order': 'এই অর্ডারে কোনো টাকা ফেরত পাওনা নেই',
  'Offer your own books, not the one you ask for': 'নিজের বই প্রস্তাব করুন, যে বইটি চাইছেন সেটি নয়',
  'Only JPEG, PNG or WebP photos can be uploaded': 'শুধু JPEG, PNG বা WebP ছবি আপলোড করা যায়',
  'Only a parcel the courier has not picked up yet can be cancelled':
    'কুরিয়ার এখনো তুলে নেয়নি এমন পার্সেলই শুধু বাতিল করা যায়',
  'Only completed deals can be reviewed': 'শুধু সম্পন্ন লেনদেনেরই রিভিউ দেওয়া যায়',
  'Only sellers can do this': 'এটি শুধু বিক্রেতারা করতে পারেন',
  'Only sellers can offer exchanges; start selling from your dashboard first':
    'শুধু বিক্রেতারা বদলের প্রস্তাব দিতে পারেন; আগে ড্যাশবোর্ড থেকে বিক্রি শুরু করুন',
  'Only the admin can do this': 'এটি শুধু অ্যাডমিন করতে পারেন',
  'Only the admin can resolve a dispute': 'শুধু অ্যাডমিন বিরোধের নিষ্পত্তি করতে পারেন',
  'Only the buyer and the seller of this deal can review it':
    'শুধু এই লেনদেনের ক্রেতা ও বিক্রেতা রিভিউ দিতে পারেন',
  'Only the buyer and the seller talk about an order': 'অর্ডার নিয়ে শুধু ক্রেতা ও বিক্রেতা কথা বলতে পারেন',
  'Only the member this review is about can reply': 'রিভিউটি যাঁকে নিয়ে, শুধু তিনিই উত্তর দিতে পারেন',
  'Only the party the offer was made to can accept it':
    'যাঁকে প্রস্তাব দেওয়া হয়েছে, শুধু তিনিই তা গ্রহণ করতে পারেন',
  'Only the party the offer was made to can counter it':
    'যাঁকে প্রস্তাব দেওয়া হয়েছে, শুধু তিনিই পাল্টা প্রস্তাব দিতে পারেন',
  'Only the party the offer was made to can decline it':
    'যাঁকে প্রস্তাব দেওয়া হয়েছে, শুধু তিনিই তা প্রত্যাখ্যান করতে পারেন',
  'Only the payer can pay the top-up': 'যাঁর টপ-আপ দেওয়ার কথা, শুধু তিনিই তা পরিশোধ করতে পারেন',
  'Only the proposer can withdraw the offer': 'শুধু প্রস্তাবদাতাই প্রস্তাবটি ফিরিয়ে নিতে পারেন',
  'Only the seller can advertise this book': 'শুধু বিক্রেতাই এই বইয়ের বিজ্ঞাপন দিতে পারেন',
  'Only the seller can change the photos of this book': 'শুধু বিক্রেতাই এই বইয়ের ছবি বদলাতে পারেন',
  'Only the seller can do this': 'এটি শুধু বিক্রেতা করতে পারেন',
  'Only the seller can edit this book': 'শুধু বিক্রেতাই এই বইটি বদলাতে পারেন',
  'Only the seller or the admin can delete this book': 'শুধু বিক্রেতা বা অ্যাডমিন এই বইটি মুছতে পারেন',
  'Only the two parties and the admin can see this exchange': 'এই বদলটি শুধু দুই পক্ষ ও অ্যাডমিন দেখতে পারেন',
  'Only the two parties can open a dispute': 'শুধু দুই পক্ষই বিরোধ তুলতে পারেন',
  'Only the two parties of this exchange can review it': 'শুধু এই বদলের দুই পক্ষই রিভিউ দিতে পারেন',
  'Send the photo as multipart/form-data': 'ছবিটি multipart/form-data হিসেবে পাঠান',
  'That message is not in this conversation': 'ওই বার্তাটি এই কথোপকথনে নেই',
  'The Stripe-Signature header is missing': 'Stripe-Signature হেডারটি নেই',
  'The card provider is not reachable just now; please try again':
    'কার্ডের পেমেন্ট সেবার সঙ্গে এই মুহূর্তে যোগাযোগ করা যাচ্ছে না; আবার চেষ্টা করুন',
  'The courier would not cancel this parcel; it may be on its way already':
    'কুরিয়ার পার্সেলটি বাতিল করেনি; সেটি হয়তো পথে রওনা হয়ে গেছে',
  'The current password is not correct': 'বর্তমান পাসওয়ার্ডটি সঠিক নয়',
  'The order must name every photo of the book exactly once': 'ক্রমে বইয়ের প্রতিটি ছবি ঠিক একবার করে থাকতে হবে',
  'The other side has not handed their books over yet': 'অন্য পক্ষ এখনো তাঁদের বই হস্তান্তর করেননি',
  'The payment is being prepared; try again': 'পেমেন্ট তৈরি হচ্ছে; আবার চেষ্টা করুন',
  'The photo could not be read; please try another file': 'ছবিটি পড়া গেল না; অন্য একটি ফাইল দিন',
  'The refund is more than what is left of this charge': 'টাকা ফেরতের অঙ্ক এই পেমেন্টের বাকি টাকার চেয়ে বেশি',
  'The time to review this deal has passed': 'এই লেনদেনের রিভিউ দেওয়ার সময় পার হয়ে গেছে',
  'The uploaded photo was not found; please upload it again': 'আপলোড করা ছবিটি পাওয়া যায়নি; আবার আপলোড করুন',
  'The webhook signature is not valid': 'ওয়েবহুকের স্বাক্ষরটি সঠিক নয়',
  'This account has been removed': 'এই অ্যাকাউন্টটি মুছে ফেলা হয়েছে',
  'This account signs in with Google and has no password to change':
    'এই অ্যাকাউন্টে গুগল দিয়ে লগইন হয়; বদলানোর মতো কোনো পাসওয়ার্ড নেই',
  'This already exists': 'এটি আগে থেকেই আছে',
  'This bKash payment is not completed; nothing to refund':
    'এই বিকাশ পেমেন্টটি সম্পন্ন হয়নি; ফেরত দেওয়ার মতো কিছু নেই',
  'This book is not open to exchange': 'এই বইটি বদলের জন্য নয়',
  'This booking changed meanwhile; try again': 'এর মধ্যে বুকিংটি বদলে গেছে; আবার চেষ্টা করুন',
  'This email is already linked to another Google account': 'এই ইমেইল আগেই অন্য একটি গুগল অ্যাকাউন্টের সঙ্গে যুক্ত',
  'This exchange is not yours': 'এই বদলটি আপনার নয়',
  'This job has not failed (it may have been retried or dropped already)':
    'এই কাজটি ব্যর্থ হয়নি (হয়তো আগেই আবার চালানো বা বাদ দেওয়া হয়েছে)',
  'This order changed meanwhile; reload My Orders': 'এর মধ্যে অর্ডারটি বদলে গেছে; আমার অর্ডার আবার খুলুন',
  'This order has already been refunded': 'এই অর্ডারের টাকা আগেই ফেরত দেওয়া হয়েছে',
  'This order has no payment to refund': 'এই অর্ডারে ফেরত দেওয়ার মতো কোনো পেমেন্ট নেই',
  'This order is already cancelled': 'এই অর্ডারটি আগেই বাতিল হয়েছে',
  'This order is already placed for cash on delivery': 'এই অর্ডারটি আগেই ক্যাশ অন ডেলিভারিতে দেওয়া হয়েছে',
  'This order was cancelled; book the book again': 'এই অর্ডারটি বাতিল হয়েছে; বইটি আবার বুক করুন',
  'This order no longer exists': 'এই অর্ডারটি আর নেই',
  'This exchange no longer exists': 'এই বদলটি আর নেই',
  'Your session has ended; please sign in again': 'আপনার সেশন শেষ হয়েছে; আবার লগইন করুন',
  'This order is not delivered by courier': 'এই অর্ডারটি কুরিয়ারে পাঠানো হচ্ছে না',
  'This order is not paid yet': 'এই অর্ডারের টাকা এখনো পরিশোধ হয়নি',
  'This order is paid and cannot be cancelled': 'এই অর্ডারের টাকা পরিশোধ হয়েছে, তাই বাতিল করা যাবে না',
  'This payment does not match this exchange': 'এই পেমেন্টটি এই বদলের সঙ্গে মেলে না',
  'This payment does not match this order': 'এই পেমেন্টটি এই অর্ডারের সঙ্গে মেলে না',
  'This person does not accept your messages': 'এই ব্যক্তি আপনার বার্তা নেন না',
  'This person has left BoiBazar': 'এই ব্যক্তি বইবাজার ছেড়ে গেছেন',
  'This refers to something that does not exist any more': 'এটি এমন কিছুর কথা বলছে যা আর নেই',
  'This review is already hidden': 'এই রিভিউটি আগেই লুকানো হয়েছে',
  'This top-up is already paid': 'এই টপ-আপ আগেই পরিশোধ করা হয়েছে',
  'This transaction does not belong to this exchange': 'এই লেনদেনটি এই বদলের নয়',
  'This transaction does not belong to this order': 'এই লেনদেনটি এই অর্ডারের নয়',
  'This transaction has already been used': 'এই লেনদেনটি আগেই ব্যবহার করা হয়েছে',
  'You blocked this person; unblock them to write again':
    'আপনি এই ব্যক্তিকে ব্লক করেছেন; আবার লিখতে হলে ব্লক তুলে নিন',
  'You can only look up your own account': 'আপনি শুধু নিজের অ্যাকাউন্টই দেখতে পারেন',
  'You can reply once the review is published': 'রিভিউটি প্রকাশ হলে তবেই উত্তর দিতে পারবেন',
  'You cannot ask about your own book': 'নিজের বই নিয়ে জিজ্ঞেস করা যায় না',
  'You cannot delete your own account': 'নিজের অ্যাকাউন্ট এখান থেকে মোছা যায় না',
  'You cannot propose an exchange for your own book': 'নিজের বইয়ের জন্য বদলের প্রস্তাব দেওয়া যায় না',
  'You have already confirmed receipt': 'আপনি আগেই পাওয়া নিশ্চিত করেছেন',
  'You have already marked your books handed over': 'আপনি আগেই আপনার বই হস্তান্তর হয়েছে বলে চিহ্নিত করেছেন',
  'You have already replied to this review': 'আপনি আগেই এই রিভিউয়ের উত্তর দিয়েছেন',
  'You have already reported this book': 'আপনি আগেই এই বইটি রিপোর্ট করেছেন',
  'You have already reported this conversation': 'আপনি আগেই এই কথোপকথনটি রিপোর্ট করেছেন',
  'bKash cannot be reached right now; try again':
    'এই মুহূর্তে বিকাশের সঙ্গে যোগাযোগ করা যাচ্ছে না; আবার চেষ্টা করুন',
  'bKash did not open the payment for this order; try again':
    'বিকাশ এই অর্ডারের পেমেন্ট খোলেনি; আবার চেষ্টা করুন',
  'bKash did not open the payment for this top-up; try again':
    'বিকাশ এই টপ-আপের পেমেন্ট খোলেনি; আবার চেষ্টা করুন',
  'bKash payments are confirmed through the callback, not a webhook':
    'বিকাশ পেমেন্ট কলব্যাকের মাধ্যমে নিশ্চিত হয়, ওয়েবহুকে নয়',
  'productId does not match this order': 'productId এই অর্ডারের সঙ্গে মেলে না',
  // Evidence for a dispute (decision 415).
  'Only the buyer and the seller add photos to a dispute': 'শুধু ক্রেতা ও বিক্রেতা বিরোধে ছবি যোগ করতে পারেন',
  'Photos can be added only while the order is disputed': 'অর্ডারটি বিরোধে থাকলেই শুধু ছবি যোগ করা যায়',
  // Exchange disputes' photos, and taking a photo away again (decision 455).
  'Photos can be added only while the exchange is disputed': 'বদলটি বিরোধে থাকলেই শুধু ছবি যোগ করা যায়',
  'Photos can be removed only while the order is disputed': 'অর্ডারটি বিরোধে থাকলেই শুধু ছবি সরানো যায়',
  'Photos can be removed only while the exchange is disputed': 'বদলটি বিরোধে থাকলেই শুধু ছবি সরানো যায়',
  'Only the two sides of the exchange add photos to its dispute':
    'শুধু বদলের দুই পক্ষই এর বিরোধে ছবি যোগ করতে পারেন',
  'Only the person who added a photo can remove it': 'যিনি ছবিটি যোগ করেছেন, শুধু তিনিই সেটি সরাতে পারেন',
  'position must be 0, 1 or 2': 'position হবে ০, ১ বা ২',
  // The CSV import's preview rows, changed on the page (decision 456).
  'Each cell must be text': 'প্রতিটি ঘরে লেখা দিতে হবে',
  'A cell takes at most 500 characters': 'একটি ঘরে সর্বোচ্চ ৫০০ অক্ষর লেখা যায়',
  'This import is already published; its rows cannot change':
    'এই ইমপোর্ট আগেই প্রকাশ হয়েছে; এর সারি আর বদলানো যায় না',
  'The import changed at the same moment; try again': 'ইমপোর্টটি একই মুহূর্তে বদলেছে; আবার চেষ্টা করুন',
  'line must be a row number': 'line হবে একটি সারির নম্বর',
  'Another photo took this place just now; try again': 'এইমাত্র আরেকটি ছবি এই জায়গা নিয়েছে; আবার চেষ্টা করুন',
  // A cash-on-delivery refund sent by hand (decision 416).
  'This refund goes back through the payment provider, not by hand':
    'এই টাকা ফেরত পেমেন্ট সেবার মাধ্যমেই যায়, হাতে পাঠাতে হয় না',
  'This refund is already sent': 'এই টাকা ফেরত আগেই পাঠানো হয়েছে',
  // A cash-on-delivery parcel lost by the courier, compensated to the seller (decision 431).
  'Only a cash-on-delivery order whose parcel the courier lost is compensated':
    'শুধু কুরিয়ারের হারানো পার্সেলের ক্যাশ অন ডেলিভারি অর্ডারেই ক্ষতিপূরণ লেখা যায়',
  "The courier's compensation for this order is already recorded":
    'এই অর্ডারের জন্য কুরিয়ারের ক্ষতিপূরণ আগেই লেখা হয়েছে',
  'This order has no parcel with a courier': 'এই অর্ডারের কোনো পার্সেল কুরিয়ারের কাছে নেই',
};

const nouns: Record<string, string> = {
  'Saved search': 'সংরক্ষিত খোঁজ',
  Book: 'বই',
  Order: 'অর্ডার',
  Exchange: 'বদল',
  Seller: 'বিক্রেতা',
  Review: 'রিভিউ',
  Payment: 'পেমেন্ট',
  Conversation: 'কথোপকথন',
  User: 'ব্যবহারকারী',
  Category: 'বিভাগ',
  Route: 'পাতা',
  Address: 'ঠিকানা',
  Parcel: 'পার্সেল',
  Payout: 'পেআউট',
  'Payout method': 'পেআউট পদ্ধতি',
  Import: 'ইমপোর্ট',
  Refund: 'টাকা ফেরত',
  Photo: 'ছবি',
  Row: 'সারি',
};

const fieldNames: Record<string, string> = {
  'Resale Price': 'বিক্রয়মূল্য',
  'Original Price': 'আসল দাম',
  'Purchage Year': 'কেনার সাল',
  'Year of use': 'ব্যবহারের বছর',
  Name: 'নাম',
  Location: 'জায়গা',
  Condition: 'অবস্থা',
  Phone: 'ফোন',
  Description: 'বিবরণ',
  Seller: 'বিক্রেতা',
  Author: 'লেখক',
  Photo: 'ছবি',
  Row: 'সারি',
  'What you want in return': 'বদলে আপনি যা চান',
  Password: 'পাসওয়ার্ড',
  'A message': 'বার্তা',
  'The message': 'বার্তা',
  'The review': 'রিভিউ',
  'The reply': 'উত্তর',
  'The reason': 'কারণ',
  Reason: 'কারণ',
  Note: 'নোট',
  'Courier company': 'কুরিয়ার কোম্পানি',
  'Tracking number': 'ট্র্যাকিং নম্বর',
  Place: 'জায়গা',
  'Search text': 'খোঁজার লেখা',
  'Category name': 'বিভাগের নাম',
  'Bangla name': 'বাংলা নাম',
  'Account holder': 'অ্যাকাউন্টধারীর নাম',
  Bank: 'ব্যাংক',
  'Branch or routing number': 'শাখা বা রাউটিং নম্বর',
  'The bank’s reference': 'ব্যাংকের রেফারেন্স',
  'The reference': 'রেফারেন্স',
  // Issue 29: what an ISBN lookup fills in.
  Publisher: 'প্রকাশক',
  'Year of publication': 'প্রকাশের বছর',
  Pages: 'পৃষ্ঠা',
  Language: 'ভাষা',
  'Printed price': 'ছাপা দাম',
  'Purchase year': 'কেনার বছর',
  Price: 'দাম',
};
const fieldName = (label: string) => fieldNames[label] ?? label;

/** An order's or exchange's stage as a refusal names it (order-states.ts, exchange-states.ts). */
const stageNames: Record<string, string> = {
  'not paid yet': 'এখনো পরিশোধ হয়নি',
  paid: 'পরিশোধিত',
  'handed over': 'হস্তান্তর হয়েছে',
  completed: 'সম্পন্ন',
  cancelled: 'বাতিল',
  declined: 'প্রত্যাখ্যাত',
  expired: 'মেয়াদোত্তীর্ণ',
  disputed: 'বিরোধে আছে',
  refunded: 'টাকা ফেরত দেওয়া হয়েছে',
  'waiting for handover (cash on delivery)': 'হস্তান্তরের অপেক্ষায় (ক্যাশ অন ডেলিভারি)',
  'handed over for cash on delivery': 'ক্যাশ অন ডেলিভারিতে হস্তান্তর হয়েছে',
  'lost by the courier': 'কুরিয়ার হারিয়ে ফেলেছে',
  'still an open offer': 'এখনো খোলা প্রস্তাব',
  countered: 'পাল্টা প্রস্তাব পেয়েছে',
  accepted: 'গৃহীত',
  'waiting for its top-up': 'টপ-আপের অপেক্ষায়',
  withdrawn: 'ফিরিয়ে নেওয়া হয়েছে',
};
/** What a refusal says cannot be done now ("it cannot be <verb> now"). */
const stageVerbs: Record<string, string> = {
  paid: 'পরিশোধ করা',
  cancelled: 'বাতিল করা',
  'handed over': 'হস্তান্তর করা',
  declined: 'প্রত্যাখ্যান করা',
  'confirmed as received': 'পেয়েছেন বলে নিশ্চিত করা',
  disputed: 'বিরোধ তোলা',
  expired: 'মেয়াদোত্তীর্ণ করা',
  completed: 'সম্পন্ন করা',
  refunded: 'টাকা ফেরত দেওয়া',
  released: 'বিক্রেতাকে ছেড়ে দেওয়া',
  'placed for cash on delivery': 'ক্যাশ অন ডেলিভারিতে দেওয়া',
  'marked as paid in cash': 'হাতে নগদে পরিশোধিত বলে চিহ্নিত করা',
  'marked as refused': 'ফিরিয়ে দেওয়া হয়েছে বলে চিহ্নিত করা',
  'collected by the courier': 'কুরিয়ারের সংগ্রহ বলে চিহ্নিত করা',
  'marked as lost by the courier': 'কুরিয়ারের হারানো বলে চিহ্নিত করা',
  accepted: 'গ্রহণ করা',
  countered: 'পাল্টা প্রস্তাব দেওয়া',
  withdrawn: 'ফিরিয়ে নেওয়া',
  resolved: 'নিষ্পত্তি করা',
  'settled in cash': 'হাতে নগদে মেটানো',
};

const patterns: Array<[RegExp, (...groups: string[]) => string]> = [
  // A step asked of an order or exchange in the wrong stage (order-states.ts, exchange-states.ts).
  [
    /^This (order|exchange) is (.+); it cannot be (.+) now$/,
    (what, stage, verb) =>
      `এই ${what === 'order' ? 'অর্ডারটি' : 'বদলটি'} ${stageNames[stage] ?? stage}; এখন এটি ${stageVerbs[verb] ?? verb} যাবে না`,
  ],
  [/^(.+) is required$/, (label) => `${fieldName(label)} দিতে হবে`],
  [
    /^(.+) must be at least (\d+) characters$/,
    (label, min) => `${fieldName(label)} অন্তত ${BN_DIGITS(min)} অক্ষরের হতে হবে`,
  ],
  [
    /^(.+) can be at most (\d+) characters$/,
    (label, max) => `${fieldName(label)} সর্বোচ্চ ${BN_DIGITS(max)} অক্ষরের হতে পারে`,
  ],
  [/^At most (\d+) books on each side$/, (max) => `প্রতি পক্ষে সর্বোচ্চ ${BN_DIGITS(max)}টি বই`],
  [/^The top-up must be at most (\d+) Taka$/, (max) => `টপ-আপ সর্বোচ্চ ${BN_DIGITS(max)} টাকা হতে পারে`],
  [
    /^Cash on delivery is only for orders up to ([\d,]+) Taka$/,
    (max) => `ক্যাশ অন ডেলিভারি শুধু ${BN_DIGITS(max)} টাকা পর্যন্ত অর্ডারের জন্য`,
  ],
  [
    /^You already have (\d+) cash-on-delivery orders waiting; pay online or wait until they arrive$/,
    (n) =>
      `আপনার ${BN_DIGITS(n)}টি ক্যাশ অন ডেলিভারি অর্ডার অপেক্ষায় আছে; অনলাইনে পরিশোধ করুন বা সেগুলো পৌঁছানো পর্যন্ত অপেক্ষা করুন`,
  ],
  [
    /^Too many attempts; please wait (\d+) seconds and try again$/,
    (n) => `অনেকবার চেষ্টা হয়েছে; ${BN_DIGITS(n)} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন`,
  ],
  [
    /^Too many sign-in attempts for this account; please wait (\d+) seconds, or reset your password$/,
    (n) =>
      `এই অ্যাকাউন্টে অনেকবার লগইনের চেষ্টা হয়েছে; ${BN_DIGITS(n)} সেকেন্ড অপেক্ষা করুন, অথবা পাসওয়ার্ড রিসেট করুন`,
  ],
  // Offers (decision 250).
  [
    /^Offer at least (\d+) Taka \((\d+)% of the asking price of (\d+) Taka\)$/,
    (min, percent, asking) =>
      `অন্তত ৳${BN_DIGITS(min)} প্রস্তাব করুন (চাওয়া দাম ৳${BN_DIGITS(asking)}-এর ${BN_DIGITS(percent)}%)`,
  ],
  [
    /^Offer less than the asking price of (\d+) Taka, or book the book at that price$/,
    (asking) => `চাওয়া দাম ৳${BN_DIGITS(asking)}-এর চেয়ে কম প্রস্তাব করুন, অথবা ওই দামে বইটি বুক করুন`,
  ],
  [
    /^You already have (\d+) open offers; wait for their answers or withdraw one first$/,
    (n) => `আপনার ${BN_DIGITS(n)}টি খোলা প্রস্তাব আছে; উত্তরের অপেক্ষা করুন বা আগে একটি ফিরিয়ে নিন`,
  ],
  [
    /^No more counters: this offer has had its (\d+) rounds; accept or decline it$/,
    (n) => `আর পাল্টা প্রস্তাব নয়: এই প্রস্তাবের ${BN_DIGITS(n)} দফা শেষ; গ্রহণ বা প্রত্যাখ্যান করুন`,
  ],
  [
    /^Counter with less than your asking price of (\d+) Taka, or decline$/,
    (n) => `আপনার চাওয়া দাম ৳${BN_DIGITS(n)}-এর চেয়ে কম পাল্টা প্রস্তাব দিন, নয়তো প্রত্যাখ্যান করুন`,
  ],
  [
    /^Counter with more than the offer of (\d+) Taka, or accept it$/,
    (n) => `প্রস্তাবিত ৳${BN_DIGITS(n)}-এর চেয়ে বেশি পাল্টা প্রস্তাব দিন, নয়তো গ্রহণ করুন`,
  ],
  [
    /^Counter with less than the seller's (\d+) Taka, or accept it$/,
    (n) => `বিক্রেতার ৳${BN_DIGITS(n)}-এর চেয়ে কম পাল্টা প্রস্তাব দিন, নয়তো গ্রহণ করুন`,
  ],
  [
    /^You can keep at most (\d+) addresses; remove one first$/,
    (n) => `আপনি সর্বোচ্চ ${BN_DIGITS(n)}টি ঠিকানা রাখতে পারেন; আগে একটি মুছে ফেলুন`,
  ],
  [
    /^You can keep at most (\d+) saved searches; delete one first$/,
    (n) => `সর্বোচ্চ ${BN_DIGITS(n)}টি খোঁজ সংরক্ষণ করা যায়; আগে একটি মুছুন`,
  ],
  [
    /^The compensation cannot exceed the book's price of (\d+) Taka$/,
    (price) => `ক্ষতিপূরণ বইয়ের দাম ${BN_DIGITS(price)} টাকার বেশি হতে পারে না`,
  ],
  [/^Payouts start at (\d+) Taka$/, (min) => `পেআউট শুরু হয় ${BN_DIGITS(min)} টাকা থেকে`],
  [/^A dispute can have at most (\d+) photos$/, (n) => `একটি বিরোধে সর্বোচ্চ ${BN_DIGITS(n)}টি ছবি দেওয়া যায়`],
  [/^The photo is larger than (\d+) MB$/, (mb) => `ছবিটি ${BN_DIGITS(mb)} মেগাবাইটের চেয়ে বড়`],
  [/^(.+) not found$/, (what) => `${nouns[what] ?? what} পাওয়া যায়নি`],
  [/^(.+) must be a whole number$/, (label) => `${fieldName(label)} একটি পূর্ণসংখ্যা হতে হবে`],
  [
    /^(.+) must be between (\d+) and (\d+)$/,
    (label, min, max) => `${fieldName(label)} ${BN_DIGITS(min)} থেকে ${BN_DIGITS(max)}-এর মধ্যে হতে হবে`,
  ],
  [
    /^(.+) must be at most (\d+) characters$/,
    (label, max) => `${fieldName(label)} সর্বোচ্চ ${BN_DIGITS(max)} অক্ষরের হতে পারে`,
  ],
];

/** The message in the reader's language; English (and anything this table does not know) unchanged. */
export function localise(message: string, language: TextLanguage): string {
  if (language === 'en') return message;
  const known = exact[message];
  if (known) return known;
  for (const [pattern, write] of patterns) {
    const match = pattern.exec(message);
    if (match) return write(...match.slice(1));
  }
  return message;
}

// The English texts of listing a book (issue 29: Type the ISBN, the fair price, other copies), kept out of
// en.ts so the landing page's first load does not carry them: only Add a Book and the book page import
// them, through listing-text.ts. Their Bangla is bn.ts's `listing`, checked against these keys.
import { params } from '@nanostores/i18n';

export const listingEn = {
  typeTheIsbn: 'Type the ISBN',
  isbnHint: 'ISBN-10 or 13, on the back cover or the copyright page; dashes and Bengali digits are fine.',
  fillFromIsbn: 'Fill in from the ISBN',
  lookingUp: 'Looking up…',
  foundInBoiBazar:
    'Filled in from an earlier listing of this book. Check everything and change what differs.',
  foundInLibrary: 'Filled in from Open Library. Check everything and change what differs.',
  nothingFound: 'Nothing found for this ISBN; please type the details yourself.',
  isbnNotValid: 'This is not a valid ISBN-10 or ISBN-13; check the digits.',
  publisherOptional: 'Publisher (optional)',
  publishedYearOptional: 'Year of publication (optional)',
  pagesOptional: 'Pages (optional)',
  languageOptional: 'Language (optional)',
  printedPriceTaka: 'Printed price (Taka)',
  fairPrice: 'A fair price',
  soldForInTheLast: params('Copies in {condition} condition sold for {low}–{high} in the last {days} days.'),
  fromThePrintedPrice: params(
    'From the printed price, the condition and the years since purchase: {low}–{high}.',
  ),
  giveThePrintedPrice: 'Give the printed price and the condition to see a fair price.',
  useThisPrice: params('Use {price}'),
  copiesForSaleNow: params('{count} other copies are for sale now, from {lowest} to {highest}.'),
  oneCopyForSaleNow: params('One other copy is for sale now, at {lowest}.'),
  noOtherCopies: 'No other copy of this book is for sale now.',
  yourPriceSits: params('{cheaper} of them cost less than yours and {dearer} cost more.'),
  yoursWouldBeCheapest: 'None of them costs less than yours.',
  yoursWouldBeDearest: 'Yours would cost more than all of them.',
  otherCopiesOfThisBook: 'Other copies of this book',
  soldRecently: params('{count} sold in the last 90 days; middle price {median}.'),
  sellerRatingShort: params('Seller {rating}★'),
  newSeller: 'New seller',
  view: 'View',
};

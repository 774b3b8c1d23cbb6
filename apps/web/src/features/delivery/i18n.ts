// The delivery feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  delivery: {
    deliveryAddresses: 'Delivery addresses',
    addressesIntro:
      'Keep the addresses a courier brings your books to; choose one when you book with home delivery.',
    noAddressesYet: 'No delivery address yet.',
    addAddress: 'Add an address',
    recipientName: "Recipient's name",
    mobileNumber: 'Mobile number',
    mobileHint: '11 digits starting with 01, such as 01711000000',
    district: 'District',
    chooseDistrict: 'Choose a district',
    thana: 'Thana or upazila',
    area: 'Area',
    addressLine: 'House and road',
    saveAddress: 'Save address',
    saving: 'Saving…',
    cancel: 'Cancel',
    change: 'Change',
    remove: 'Remove',
    changeAddressOf: params('Change the address for {name}'),
    removeAddressOf: params('Remove the address for {name}'),
    couldNotSave: 'The address could not be saved. Please try again.',
    howToReceive: 'How do you want to receive it?',
    meetup: 'Meet the seller',
    homeDelivery: 'Home delivery by courier',
    deliverTo: 'Deliver to',
    deliveryFee: 'Delivery fee',
    total: 'Total to pay',
    settlementsTitle: 'Courier settlements',
    settlementsIntro:
      'Cash the couriers collected at the door, and what each courier paid BoiBazar for it less its delivery charges.',
    readSettlementsNow: 'Read new settlements now',
    readingSettlements: 'Reading…',
    settlementsRecorded: params('{count} new settlements recorded'),
    courierNotReachable: 'The courier could not be reached. Please try again later.',
    loadingSettlements: 'Loading settlements…',
    couldNotLoadSettlements: 'The settlements could not be loaded.',
    outstandingTitle: 'Collected, not settled yet',
    nothingOutstanding: 'No courier owes any collected cash.',
    outstandingParcels: params('{count} parcels'),
    oldestSince: params('oldest since {date}'),
    settlementsList: 'Settlements',
    noSettlementsYet: 'No settlement yet.',
    settlementOf: params('{courier} payment {reference}'),
    courierPathao: 'Pathao',
    courierSteadfast: 'Steadfast',
    courierSandbox: 'BoiBazar sandbox',
    settlementPosted: 'In the ledger',
    settlementNotPosted: 'Does not add up: not posted',
    settlementPaid: 'Paid',
    settlementCollected: 'Collected',
    settlementCharges: 'Delivery charges',
    settlementCharge: 'Charge',
    settlementParcels: params('Parcels covered ({count})'),
    consignment: 'Consignment',
    openOrder: 'Open the order',
    notOurParcel: 'not one of our parcels',
  },
};

export const { delivery: deliveryText } = await defineTexts('delivery', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);

// The one money formatter. Amounts are whole Taka. Shop pages say Taka; order and payment pages say BDT (spec §9).
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export const formatTaka = (amount: number): string => `${number.format(amount)} Taka`;
export const formatBdt = (amount: number): string => `${number.format(amount)} BDT`;

// The one money formatter, for the web app and the server's page descriptions. Amounts are whole Taka.
// Shop pages say Taka; order and payment pages say BDT (spec §9). Free of zod (the landing page uses it).
const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export const formatTaka = (amount: number): string => `${number.format(amount)} Taka`;
export const formatBdt = (amount: number): string => `${number.format(amount)} BDT`;

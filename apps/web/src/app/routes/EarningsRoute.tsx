// Composes the seller's Earnings (ledger) with their payout methods and payouts (payouts).
import { useBalance } from '#app/features/ledger/api/get-balance.ts';
import { EarningsPage } from '#app/features/ledger/pages/EarningsPage.tsx';
import { SellerPayouts } from '#app/features/payouts/components/SellerPayouts.tsx';

export function EarningsRoute() {
  const balance = useBalance();
  return (
    <>
      <EarningsPage />
      <SellerPayouts available={balance.data?.available ?? 0} />
    </>
  );
}

// /dashboard/addproduct: the catalogue's form, filled from the signed-in seller's account, with the
// listing feature's ISBN lookup and fair price (decision 320) and the ledger's fee note (decision 360).
import { AddProductPage } from '../../features/catalogue/pages/AddProductPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { FeeNote } from '../../features/ledger/components/FeeNote.tsx';
import { IsbnLookup } from '../../features/listing/components/IsbnLookup.tsx';
import { PriceHint } from '../../features/listing/components/PriceHint.tsx';

const helpers = { IsbnLookup, PriceHint };

export function AddProductRoute() {
  const { user } = useSession();
  return user ? <AddProductPage seller={user} helpers={helpers} FeeNote={FeeNote} /> : null;
}

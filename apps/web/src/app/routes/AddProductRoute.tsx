// /dashboard/addproduct: the catalogue's form, filled from the signed-in seller's account, with the
// listing feature's ISBN lookup, scanner and fair price (decisions 320, 450), its "More photos" (decision 451)
// and the ledger's fee note (decision 360).
import { AddProductPage } from '../../features/catalogue/pages/AddProductPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { FeeNote } from '../../features/ledger/components/FeeNote.tsx';
import { ExtraPhotos, uploadExtraPhotos } from '../../features/listing/components/ExtraPhotos.tsx';
import { IsbnLookup } from '../../features/listing/components/IsbnLookup.tsx';
import { PriceHint } from '../../features/listing/components/PriceHint.tsx';

const helpers = { IsbnLookup, PriceHint, ExtraPhotos, uploadExtraPhotos };

export function AddProductRoute() {
  const { user } = useSession();
  return user ? <AddProductPage seller={user} helpers={helpers} FeeNote={FeeNote} /> : null;
}

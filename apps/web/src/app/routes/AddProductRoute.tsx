// /dashboard/addproduct: the catalogue's form, filled from the signed-in seller's account, with the
// listing feature's ISBN lookup, scanner and fair price (decisions 320, 450), its "More photos" (decision 451)
// and the ledger's fee note (decision 360).
import { Link } from 'react-router';
import { AddProductPage } from '#app/features/catalogue/pages/AddProductPage.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { FeeNote } from '#app/features/ledger/components/FeeNote.tsx';
import { ExtraPhotos, uploadExtraPhotos } from '#app/features/listing/components/ExtraPhotos.tsx';
import { IsbnLookup } from '#app/features/listing/components/IsbnLookup.tsx';
import { PriceHint } from '#app/features/listing/components/PriceHint.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '#app/features/listing/i18n.ts';

const helpers = { IsbnLookup, PriceHint, ExtraPhotos, uploadExtraPhotos };

export function AddProductRoute() {
  const { user } = useSession();
  const t = useText(listingText);
  if (!user) return null;
  return (
    <>
      <AddProductPage seller={user} helpers={helpers} FeeNote={FeeNote} />
      <p className="mt-4 text-sm">
        <Link to="/dashboard/import" className="font-semibold text-emerald-800 underline">
          {t.importManyBooks}
        </Link>
      </p>
    </>
  );
}

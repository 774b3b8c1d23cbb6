// /search: results for everyone; signed-in viewers also get wishlist, report and 'Book Now'.
import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { SearchPage } from '../../features/catalogue/pages/SearchPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';

export function SearchRoute() {
  const { user } = useSession();
  const [, setBooking] = useState<Book | null>(null);
  return <SearchPage viewerEmail={user?.email} onBookNow={setBooking} />;
}

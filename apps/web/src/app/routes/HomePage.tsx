// The landing page (spec §1): sections from the home and catalogue features, top to bottom.
// To add a section, import it and place it in the list below.
import { Link } from 'react-router';
import { CategoryGrid } from '#app/features/catalogue/components/CategoryGrid.tsx';
import { AdvertisedBooks, NewlyArrived } from '#app/features/catalogue/components/HomeShelves.tsx';
import { CustomerReview } from '#app/features/home/components/CustomerReview.tsx';
import { Hero } from '#app/features/home/components/Hero.tsx';
import { MarketingFigures } from '#app/features/home/components/MarketingFigures.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { homeText } from '#app/features/home/i18n.ts';
import { SearchBox } from '../layouts/SearchBox.tsx';

function Categories() {
  const t = useText(homeText);
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t.browseByCategory}
        </h2>
        <Link to="/allcategories" className="shrink-0 font-semibold text-brand-700 hover:underline">
          {t.seeAll}
        </Link>
      </div>
      <CategoryGrid />
    </section>
  );
}

export function HomePage() {
  const t = useText(homeText);
  // Books come right after the compact hero, so the first screen shows some at phone and desktop width.
  return (
    <>
      <Hero search={<SearchBox name={t.findABook} className="flex" large />} />
      <NewlyArrived />
      <MarketingFigures />
      <Categories />
      <AdvertisedBooks />
      <CustomerReview />
    </>
  );
}

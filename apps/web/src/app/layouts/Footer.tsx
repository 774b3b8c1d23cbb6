// The footer (spec §1). Its category names link to the category's page when that category exists;
// the spec's social links are placeholders, so they are plain text until the pages exist.
import { Link } from 'react-router';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';

const FOOTER_CATEGORIES = ['Text Books', 'Poem', 'Fiction', 'Job Solution'];
const SOCIAL = ['Facebook', 'YouTube', 'X (Twitter)'];

const heading = 'text-sm font-semibold uppercase tracking-wider text-white';
const link = 'hover:text-white hover:underline';

export function Footer() {
  const { data: categories } = useCategories();
  const idByName = new Map(categories?.map((c) => [c.categoryName, c._id]));
  return (
    <footer className="mt-12 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 text-sm md:grid-cols-5">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="text-xl font-bold tracking-tight text-white">
            BoiBazar
          </Link>
          <p className="mt-2 max-w-xs">Second-hand books from readers across Bangladesh, paid in Taka.</p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={heading}>
            Categories
          </h2>
          <ul className="mt-3 space-y-2">
            {FOOTER_CATEGORIES.map((name) => {
              const id = idByName.get(name);
              return (
                <li key={name}>
                  {id ? (
                    <Link to={`/categories/${id}`} className={link}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            Company
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy" className={link}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={link}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            About
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/allcategories" className={link}>
                All categories
              </Link>
            </li>
            <li>
              <Link to="/blog" className={link}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Social</h2>
          <ul className="mt-3 space-y-2 text-stone-400" aria-describedby="social-soon">
            {SOCIAL.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p id="social-soon" className="mt-2 text-xs text-stone-400">
            Our pages open soon.
          </p>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-stone-400">
          © {new Date().getFullYear()} BoiBazar. All prices in Taka.
        </p>
      </div>
    </footer>
  );
}

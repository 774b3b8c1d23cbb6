// The footer (spec §1). Its category names link to the category's page when that category exists;
// the spec's social links are placeholders, so they are plain text until the pages exist.
import { Link } from 'react-router';
import { useCategories } from '#app/features/catalogue/api/get-categories.ts';
import { useText } from '#app/i18n/i18n.ts';
import { appText, en, layoutText } from '#app/i18n/shell.ts';
import { helpText } from '#app/features/help/i18n.ts';
import { formatYear } from '#app/lib/money.ts';

// The spec's category names: English is how the catalogue stores them (the link finds the category by it).
const FOOTER_CATEGORIES = ['textBooks', 'poem', 'fiction', 'jobSolution'] as const;
const SOCIAL = ['facebook', 'youtube', 'xTwitter'] as const;

const heading = 'text-sm font-semibold uppercase tracking-wider text-white';
const link = 'hover:text-white hover:underline';

function FooterLinks({ id, title, links }: { id: string; title: string; links: Array<[string, string]> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className={link}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const tApp = useText(appText);
  const t = useText(layoutText);
  const tHelp = useText(helpText);
  const { data: categories } = useCategories();
  const idByName = new Map(categories?.map((c) => [c.categoryName, c._id]));
  return (
    <footer className="mt-12 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 text-sm md:grid-cols-5">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="text-xl font-bold tracking-tight text-white">
            {tApp.boibazar}
          </Link>
          <p className="mt-2 max-w-xs">{t.footerTagline}</p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={heading}>
            {t.categories}
          </h2>
          <ul className="mt-3 space-y-2">
            {FOOTER_CATEGORIES.map((key) => {
              const name = en.app[key];
              const id = idByName.get(name);
              return (
                <li key={name}>
                  {id ? (
                    <Link to={`/categories/${id}`} className={link}>
                      {tApp[key]}
                    </Link>
                  ) : (
                    tApp[key]
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <FooterLinks
          id="footer-company"
          title={t.company}
          links={[
            ['/privacy', t.privacy],
            ['/terms', t.terms],
            ['/help', tHelp.help],
          ]}
        />
        <FooterLinks
          id="footer-about"
          title={t.about}
          links={[
            ['/allcategories', t.allCategories],
            ['/blog', t.blog],
          ]}
        />
        <div>
          <h2 className={heading}>{t.social}</h2>
          <ul className="mt-3 space-y-2 text-stone-400" aria-describedby="social-soon">
            {SOCIAL.map((key) => (
              <li key={key}>{tApp[key]}</li>
            ))}
          </ul>
          <p id="social-soon" className="mt-2 text-xs text-stone-400">
            {t.socialSoon}
          </p>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-stone-400">
          {t.copyright({ year: formatYear(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}

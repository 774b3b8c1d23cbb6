// Swap matches: one of your books open to exchange and another seller's, each wanted by the other.
import { Link } from 'react-router';
import { useSwapMatches } from '../api/get-swap-matches.ts';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';

export function SwapMatches() {
  const t = useText(exchangesText);
  const matches = useSwapMatches();
  if (!matches.data || matches.data.length === 0) return null;
  return (
    <section aria-labelledby="swap-matches-title" className="rounded-xl bg-teal-50 p-4 ring-1 ring-teal-200">
      <h2 id="swap-matches-title" className="text-lg font-semibold text-teal-950">
        {t.swapMatches}
      </h2>
      <p className="text-sm text-teal-900">{t.swapMatchesIntro}</p>
      <ul className="mt-2 space-y-2">
        {matches.data.map((match) => (
          <li key={`${match.mine._id}-${match.theirs._id}`} className="text-sm text-stone-900">
            {t.your} <strong>{match.mine.productName}</strong> {t.swapMatchFor} {match.seller.name}
            {t.s}{' '}
            <Link to={`/books/${match.theirs._id}`} className="font-semibold text-teal-900 underline">
              {match.theirs.productName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

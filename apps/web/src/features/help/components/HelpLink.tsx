// The way from a deal's pages to the help on it: one link, to the section that answers what goes wrong.
import { Link } from 'react-router';
import { useText } from '#app/i18n/i18n.ts';
import { helpText } from '../i18n.ts';

export function HelpLink({ section = 'disputes', className = '' }: { section?: string; className?: string }) {
  const t = useText(helpText);
  return (
    <p className={`text-sm ${className}`}>
      <Link to={`/help#${section}`} className="font-medium text-brand-700 underline">
        {t.helpWithOrders}
      </Link>
    </p>
  );
}

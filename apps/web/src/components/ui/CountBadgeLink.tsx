// A top-bar icon link with the unread count on a badge (messages, notifications). The label says the count
// with the badge's own digits, so the link's name holds what the badge shows.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { formatBadgeCount } from '#app/lib/money.ts';

export function CountBadgeLink({
  to,
  count,
  label,
  countLabel,
  badgeTestId,
  icon,
}: {
  to: string;
  count: number;
  /** The link's name when nothing is unread. */
  label: string;
  /** The link's name with the count as the badge shows it. */
  countLabel: (shown: string) => string;
  badgeTestId: string;
  /** The icon's path (24×24, stroked). */
  icon: ReactNode;
}) {
  const shown = formatBadgeCount(count);
  return (
    <NavLink
      to={to}
      aria-label={count ? countLabel(shown) : label}
      className={({ isActive }) =>
        `relative rounded-md p-1.5 sm:p-2 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`
      }
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        {icon}
      </svg>
      {count > 0 && (
        <span
          data-testid={badgeTestId}
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {shown}
        </span>
      )}
    </NavLink>
  );
}

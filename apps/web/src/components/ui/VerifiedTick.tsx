import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';

/** The blue tick shown next to a verified person's name (spec §2). */
export function VerifiedTick({ label, className = 'h-4 w-4' }: { label?: string; className?: string }) {
  const t = useText(uiText);
  label ??= t.verifiedSeller;
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={label} className={`${className} shrink-0 text-blue-600`}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z"
      />
      <path d="M8 12.5l2.5 2.5L16 9.5" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

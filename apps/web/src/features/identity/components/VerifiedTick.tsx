/** The blue verified tick (spec §2). */
export function VerifiedTick() {
  return (
    <svg viewBox="0 0 24 24" className="inline h-5 w-5 text-blue-600" role="img" aria-label="Verified">
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.2 1 2.8 2.6 1.5-.6 2.9 1.3 2.7-2.2 2 .1 3-2.9.6-1.6 2.5-2.8-1-2.7 1.3-1.8-2.3-3-.3-.3-2.9-2.3-1.9 1.2-2.7-.7-2.9 2.6-1.4.9-2.8 3 .1z"
      />
      <path d="M8 12.5l2.5 2.5L16 9.5" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

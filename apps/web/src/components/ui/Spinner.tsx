import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
export function Spinner({ label: labelProp }: { label?: string }) {
  const t = useText(uiText);
  const label = labelProp ?? t.loading;
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

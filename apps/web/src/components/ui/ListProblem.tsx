import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
// What a list says when it cannot load: a plain sentence and a retry, never the server's technical text.
export function ListProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useText(uiText);
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 p-5 text-red-800 ring-1 ring-red-100">
      <p>
        {t.weCouldNotLoad} {what}
        {t.checkConnectionAndRetry}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-md bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
      >
        {t.tryAgain}
      </button>
    </div>
  );
}

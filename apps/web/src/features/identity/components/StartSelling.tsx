// The dashboard's offer to a Buyer: start selling, so they can list books and exchange them (issue 14).
// On success the session becomes a Seller's, so the menu shows the seller's items and this card goes away.
import { notify } from '#app/lib/toast.ts';
import { useStartSelling } from '../api/start-selling.ts';
import { useText } from '#app/i18n/i18n.ts';
import { identityText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

export function StartSelling() {
  const t = useText(identityText);
  const start = useStartSelling();
  return (
    <section
      aria-labelledby="start-selling-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="start-selling-title" className="text-lg font-bold text-stone-900">
        {t.sellOrExchangeYourBooks}
      </h2>
      <p className="mt-1 text-stone-700">{t.startSellingIntro}</p>
      <button
        type="button"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => notify.success(t.nowASellerNotice),
            onError: (error) => notify.error(error.message),
          })
        }
        className={buttonClass({ className: 'mt-3' })}
      >
        {start.isPending ? t.starting : t.startSelling}
      </button>
    </section>
  );
}

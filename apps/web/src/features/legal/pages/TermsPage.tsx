import { LegalPage } from '../components/LegalPage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { legalText } from '../i18n.ts';

export function TermsPage() {
  const t = useText(legalText);
  return (
    <LegalPage title={t.termsOfService}>
      <p>{t.termsWhatBoiBazarIs}</p>
      <h2>{t.listingABook}</h2>
      <p>{t.termsForSellers}</p>
      <h2>{t.bookingAndPaying}</h2>
      <p>{t.termsForBuyers}</p>
      <h2>{t.reportsAndRemoval}</h2>
      <p>{t.termsReports}</p>
    </LegalPage>
  );
}

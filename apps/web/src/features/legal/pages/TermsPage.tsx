import { LegalPage } from '../components/LegalPage.tsx';
import { useText } from '../../../i18n/i18n.ts';
import { legalText } from '../i18n.ts';

export function TermsPage() {
  const t = useText(legalText);
  return (
    <LegalPage title={t.termsOfService}>
      <p>{t.boibazarBringsTogetherPeopleWho}</p>
      <h2>{t.listingABook}</h2>
      <p>{t.describeTheBookHonestlyIts}</p>
      <h2>{t.bookingAndPaying}</h2>
      <p>{t.bookingABookReservesIt}</p>
      <h2>{t.reportsAndRemoval}</h2>
      <p>{t.anyoneSignedInCanReport}</p>
    </LegalPage>
  );
}

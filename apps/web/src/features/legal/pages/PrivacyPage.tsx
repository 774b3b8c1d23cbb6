import { LegalPage } from '../components/LegalPage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { legalText } from '../i18n.ts';

export function PrivacyPage() {
  const t = useText(legalText);
  return (
    <LegalPage title={t.privacy}>
      <p>{t.privacyWhatWeKeep}</p>
      <h2>{t.whatOtherPeopleSee}</h2>
      <p>{t.privacyWhatOthersSee}</p>
      <h2>{t.payments}</h2>
      <p>{t.privacyCardDetails}</p>
      <h2>{t.yourChoices}</h2>
      <p>{t.privacyDeletion}</p>
    </LegalPage>
  );
}

// বাংলা / English: one button that switches the whole app to the other language. Its visible name is the
// other language written in that language (with its `lang`, so a screen reader pronounces it); the hidden
// words say what it does.
import { useStore } from '@nanostores/react';
import { useSession } from '#app/features/identity/api/session.ts';
import { saveProfileLanguage } from '#app/features/identity/api/language.ts';
import { preloadLanguage, useText } from '#app/i18n/i18n.ts';
import { layoutText } from '#app/i18n/shell.ts';
import { chooseLanguage, language } from '#app/i18n/locale.ts';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useText(layoutText);
  const current = useStore(language);
  const session = useSession();
  const other = current === 'en' ? 'bn' : 'en';
  const switchLanguage = async () => {
    await preloadLanguage(other);
    chooseLanguage(other);
    if (session.status === 'signedIn') void saveProfileLanguage(other).catch(() => undefined);
  };
  return (
    <button
      type="button"
      onClick={() => void switchLanguage()}
      className={`whitespace-nowrap rounded-md border border-stone-300 px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 ${className}`}
    >
      <span className="sr-only">{t.switchToOther}: </span>
      <span lang={other}>{t.otherLanguageName}</span>
    </button>
  );
}

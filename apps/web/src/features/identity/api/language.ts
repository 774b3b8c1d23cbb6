// The signed-in reader's language on their profile (GET/PUT /api/me/language): the choice follows them
// to another browser, and the server writes their emails and errors in it.
import { meLanguagePath } from '@boibazar/shared/http';
import type { LanguageAnswer } from '@boibazar/shared/identity';
import { useEffect } from 'react';
import { api } from '#app/lib/api-client.ts';
import { chooseLanguage, currentLanguage, type Language } from '#app/i18n/locale.ts';
import { preloadLanguage } from '#app/i18n/i18n.ts';

export const saveProfileLanguage = (language: Language) =>
  api<LanguageAnswer>(meLanguagePath, { method: 'PUT', body: { language } });

/** On sign-in: a language saved on the profile wins over this browser's; none saved yet takes this one. */
export function useProfileLanguage(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let stale = false;
    void api<LanguageAnswer>(meLanguagePath)
      .then(async ({ language }) => {
        if (stale) return;
        if (language === null) return void saveProfileLanguage(currentLanguage()).catch(() => undefined);
        if (language !== currentLanguage()) {
          await preloadLanguage(language);
          if (!stale) chooseLanguage(language);
        }
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [userId]);
}

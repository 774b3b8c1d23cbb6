// The signed-in reader's language on their profile (GET/PUT /api/me/language): the choice follows them
// to another browser, and the server writes their emails and errors in it.
import type { identityEndpoints } from '@boibazar/shared/identity';
import { identityRoutes } from '@boibazar/shared/paths';
import { useEffect } from 'react';
import { call } from '#app/lib/call-endpoint.ts';
import { chooseLanguage, currentLanguage, type Language } from '#app/i18n/locale.ts';
import { preloadLanguage } from '#app/i18n/i18n.ts';

export const saveProfileLanguage = (language: Language) =>
  call<typeof identityEndpoints.setLanguage>(identityRoutes.setLanguage, { body: { language } });

/** On sign-in: a language saved on the profile wins over this browser's; none saved yet takes this one. */
export function useProfileLanguage(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let stale = false;
    void call<typeof identityEndpoints.language>(identityRoutes.language)
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

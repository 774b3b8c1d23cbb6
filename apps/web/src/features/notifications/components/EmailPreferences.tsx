// 'Email me when…': which notifications also come by email, one switch per type that can reach this
// account's role (the server says which). On the profile (dashboard home) and under the notifications list.
import { notificationTypeLabels } from '@boibazar/shared/notifications';
import { useId } from 'react';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences.ts';
import { useText } from '#app/i18n/i18n.ts';
import { notificationsText } from '../i18n.ts';
import { useLocalise } from '#app/i18n/messages.ts';

export function EmailPreferences({ className = '' }: { className?: string }) {
  const t = useText(notificationsText);
  const localise = useLocalise();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const headingId = useId();
  if (!preferences.data) return null;
  const email = preferences.data.email;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t.emailNotifications}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.emailPreferencesIntro}</p>
      <fieldset className="mt-3">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t.emailMeWhen}</legend>
        <ul className="flex flex-col gap-2">
          {preferences.data.offered.map((type) => (
            <li key={type}>
              <label className="flex items-start gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  checked={email[type]}
                  disabled={save.isPending}
                  onChange={(e) =>
                    save.mutate(
                      { [type]: e.target.checked },
                      {
                        onSuccess: () => notify.success(t.emailPreferencesSaved),
                        onError: (error) =>
                          notify.error(
                            error instanceof ApiError ? error.message : t.couldNotSaveYourPreferences,
                          ),
                      },
                    )
                  }
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                {localise(notificationTypeLabels[type])}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}

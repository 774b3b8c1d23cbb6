// The notifications feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  notifications: {
    emailNotifications: 'Email notifications',
    emailPreferencesIntro: 'Everything shows under the bell; choose what also comes to your inbox.',
    emailMeWhen: 'Email me when…',
    emailPreferencesSaved: 'Email preferences saved',
    couldNotSaveYourPreferences: 'Could not save your preferences',
    notificationsCountUnread: params('Notifications, {count} unread'),
    notifications: 'Notifications',
    unread: '(unread)',
    markReadTitle: params('Mark read: {title}'),
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    loadingYourNotifications: 'Loading your notifications',
    yourNotifications: 'your notifications',
    noNotificationsYet: 'Nothing yet. Bookings, payments, messages and reviews show up here.',
    showMoreNotifications: 'Show more notifications',
  },
};

export const { notifications: notificationsText } = await defineTexts('notifications', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);

// The saved-searches feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  savedSearches: {
    title: 'Saved searches',
    intro: 'When a new book matches one of these, you get a notification.',
    loading: 'Loading your saved searches',
    none: 'No saved searches yet. Search or browse, then tap Notify me.',
    browseBooks: 'Browse books',
    notifyMe: 'Notify me of new matches',
    notifyAnotherCopy: 'Notify me when another copy is listed',
    signInToSaveSearch: 'Sign in to be notified of new matches',
    savedNotice: 'Saved. We will notify you when a new book matches.',
    seeSavedSearches: 'See saved searches',
    couldNotSave: 'Could not save the search. Please try again.',
    pausedBadge: '(paused)',
    savedOn: params('Saved {date}'),
    pause: 'Pause',
    resume: 'Resume',
    pauseNamed: params('Pause {name}'),
    resumeNamed: params('Resume {name}'),
    delete: 'Delete',
    deleteNamed: params('Delete {name}'),
    deleted: 'Deleted!',
    emailLabel: params('Email for {name}'),
    emailOff: 'No email',
    emailInstant: 'Email at once (at most one a day)',
    emailDaily: 'Daily email digest',
    fromPrice: params('from {amount}'),
    upToPrice: params('up to {amount}'),
  },
};

export const { savedSearches: savedSearchesText } = await defineTexts('saved-searches', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadLanguage } from './i18n/i18n.ts';
import { currentLanguage } from './i18n/locale.ts';
import './index.css';

// A Bangla reader's first paint is already in Bangla: its catalogue (a small chunk) comes first.
void preloadLanguage(currentLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );

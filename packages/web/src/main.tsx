import { present } from '@warband/rules';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startTranslations } from './i18n/locale';

// The player's language is in before the first render, so no screen shows in another first.
void startTranslations().then(() =>
  createRoot(present(document.getElementById('root'), 'The #root element')).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

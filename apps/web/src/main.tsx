import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { detectLocale } from './lib/i18n.ts';
import { initTranslations } from './lib/translations.ts';
import { FullScreenSpinner } from './ui/spinner.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// Translations come first so that no screen ever renders a bare key.
root.render(<FullScreenSpinner />);
await initTranslations(detectLocale(window.location.search, navigator.languages));
root.render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);

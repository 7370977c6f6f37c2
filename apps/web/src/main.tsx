import './ui/global.css';
import { StrictMode, startTransition } from 'react';
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
// As a transition the first render of the page yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree: a phone answers a tap while the page builds.
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// English is bundled and ready at once; another language's texts (one chunk) are awaited so that
// the first paint is already in it.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

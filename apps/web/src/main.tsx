// No eval under the content security policy: Zod parses jitless (the build runs this with Zod's own
// chunk, before any schema is built; vite.config.ts).
import './lib/validation/no-eval-schemas';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The bundled Inter (no font is fetched from the internet), then the design tokens.
import '@fontsource-variable/inter/wght.css';
import './app/theme.css';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { applyDocumentLanguage, startLanguage } from './lib/storage/language';

// The saved language from the first paint (the theme is applied by the start-up, app/start.ts).
const language = startLanguage();
applyDocumentLanguage(language);
await initI18n(language);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Keys typed from the English file: t('notFound.tite') is a compile error.
import 'i18next';
import type { en } from './en.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// Brazilian Portuguese texts; typed by the English file, so no key can be missing.
import type { Translations } from './en.js';

export const pt: Translations = {
  app: {
    name: 'Greenbook',
  },
  notFound: {
    title: '- 404 -',
    slogan: 'respeite a natureza',
    joke: 'aqui não tem Bang Bang',
    hint: 'tente outro alvo',
    home: 'Voltar ao início',
  },
};

// Portuguese short labels of the static pages and the widgets' login result (same keys as
// en-static-pages.ts).
import type { enStaticPages } from './en-static-pages';

export const ptStaticPages: typeof enStaticPages = {
  staticPages: {
    about: 'Sobre',
    terms: 'Termos e Condições',
    faq: 'Perguntas frequentes',
    userGuide: 'Guia do Usuário',
    links: 'Páginas de informação',
  },
  widgetsLogin: {
    title: 'Login dos widgets',
    noReturnAddress: 'Erro ao obter o endereço de onde você veio...',
    goBack: 'Volte você mesmo à página com o widget.',
    home: 'Voltar ao início',
  },
};

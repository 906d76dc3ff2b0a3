// O Guia do Usuário em português do Brasil, com os termos da interface (Grade, Escada, bolsa,
// apostas casadas): the same topics, ids and screenshots as user-guide-en.ts. The page and the
// build-time PDF both read this module.
import type { UserGuide } from '../model/user-guide';
import { screenTopicsPt } from './user-guide-pt-screens';
import { tradingTopicsPt } from './user-guide-pt-trading';

export const userGuidePt: UserGuide = {
  title: 'Guia do Usuário',
  lead: 'Como negociar com o Greenbook, tela por tela: do primeiro login à escada e às opções automáticas.',
  labels: {
    topics: 'Tópicos do guia',
    openTopics: 'Tópicos',
    closeTopics: 'Fechar tópicos',
    downloadPdf: 'Baixar o guia (PDF)',
    enlarge: 'Ampliar: {alt}',
    closeViewer: 'Fechar',
    page: 'Página {page}',
    contents: 'Sumário',
  },
  topics: [...screenTopicsPt, ...tradingTopicsPt],
};

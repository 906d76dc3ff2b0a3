// Portuguese texts of the sidebar's Sports List tab (trading-core §2).
import type { enSportsList } from './en-sports-list';

export const ptSportsList: { sportsList: Record<keyof typeof enSportsList.sportsList, string> } = {
  sportsList: {
    tab: 'Lista de Esportes',
    seeAllSports: 'Ver todos os esportes',
    breadcrumbs: 'Onde você está na lista de esportes',
    loading: 'Carregando a lista de esportes…',
    levelTitle: 'Esportes',
    empty: 'Nada aberto aqui no momento.',
    failed: 'Não foi possível carregar a lista de esportes.',
    retry: 'Tentar novamente',
    tomorrow: 'Amanhã',
    country: 'País: {{country}}',
  },
};

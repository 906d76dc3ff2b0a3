// Portuguese texts of the sport and live lists (en-lists.ts).
import type { enLists } from './en-lists';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const ptLists: Texts<typeof enLists> = {
  lists: {
    columns: {
      start: 'Início',
      event: 'Nome do evento',
      competition: 'Competição',
      matched: 'Casado',
      prices: 'Preços',
    },
    sportSelect: 'Esporte',
    sportSelectPlaceholder: 'Escolha um esporte',
    sportTable: 'Mercados de {{sport}}',
    liveTitle: 'Ao vivo',
    liveTabs: 'Esportes ao vivo',
    liveTab: '{{sport}} ({{count}})',
    liveTable: '{{sport}} ao vivo',
    loading: 'Carregando mercados…',
    failed: 'Não foi possível carregar os mercados.',
    retry: 'Tentar de novo',
    empty: 'Não há eventos para exibir',
    runnerPrices: '{{runner}}: apostar a favor {{back}}, contra {{lay}}',
    noPrice: 'sem preço',
    cashOut: 'Cash out {{value}}',
  },
};

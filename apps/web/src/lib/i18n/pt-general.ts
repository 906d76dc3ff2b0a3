// Portuguese texts of the sidebar's General tab and tab bar (trading-core §2).
import type { enGeneral } from './en-general';

export const ptGeneral: { general: Record<keyof typeof enGeneral.general, string> } = {
  general: {
    tabs: 'Barra lateral',
    title: 'Geral',
    thisMarket: 'Este Mercado',
    account: 'Conta',
    balance: 'Saldo',
    allUnmatchedBets: 'Todas as apostas não casadas',
    selectAllUnmatched: 'Selecionar todas as apostas não casadas',
    selectEvent: 'Selecionar todas as apostas não casadas em {{event}}',
    allStartingPriceBets: 'Todas as apostas a preço inicial',
    noStartingPrice: 'você não tem apostas a preço inicial',
    recentMarkets: 'Mercados liquidados recentes',
    noRecentMarkets: 'você não tem mercados liquidados nos últimos 7 dias',
    moreMarkets: '+{{n}} mercados encontrados nos últimos 7 dias',
    support: 'Suporte:',
  },
};

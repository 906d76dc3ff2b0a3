// Portuguese texts of closing a position (see en-closing.ts).
import type { Translations } from './en';

export const ptClosing: Pick<Translations, 'closing'> = {
  closing: {
    cashOut: 'Cash Out',
    noOdds: 'Sem odds disponíveis para Cash Out',
    withoutCashOut: 'Mercado sem Cash Out',
    unavailable: 'Erro ao tentar fazer Cash Out. Mercado não encontrado ou indisponível para cash out.',
    hedgeZeroStake: 'Cobertura impossível a esta odd porque resultaria numa aposta de valor zero.',
    autoBetsNotForClosing:
      'Tick offset e Stop loss não funcionam com apostas de fecho (cash out, cobertura, desnivelar)',
    titles: {
      CASHOUT: 'Cash Out',
      GLOBAL_CASHOUT: 'Cash Out Global',
      HEDGE: 'Cobertura',
      UNLEVEL: 'Desnivelar',
    },
    globalCashOut: 'Cash Out Global',
    globalUpsell:
      'O cash out global fecha de uma vez todos os mercados em que tem apostas. Faz parte do SUPER.',
    noMarketsToCashOut: 'não tem mercados disponíveis para cash out',
    eventsInfoError: 'Erro ao tentar obter as informações dos eventos dos mercados com apostas.',
    description: 'Estas apostas fecham a sua posição aos preços atuais.',
    event: 'Evento {{id}}',
    odd: 'Odd',
    profitLoss: 'Lucro/Prejuízo garantido:',
    cancelUnmatched_one: 'Cancelar a aposta não correspondida existente',
    cancelUnmatched_other: 'Cancelar as {{count}} apostas não correspondidas existentes',
  },
};

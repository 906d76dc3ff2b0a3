// Portuguese texts of the market page's live-score panels (see en-live-scores.ts).
import type { enLiveScores } from './en-live-scores';
import type { Translations } from './en';

export const ptLiveScores: Pick<Translations, keyof typeof enLiveScores> = {
  liveScores: {
    region: 'Placar ao vivo',
    locked: 'Placares ao vivo disponíveis para usuários premium.',
    lockedButton: 'Placar ao vivo (SUPER)',
    upgrade: 'Seja SUPER para ver placares ao vivo',
    loading: 'Carregando o placar ao vivo…',
    unavailable: 'Sem placar ao vivo para este evento.',
    stale: 'Desatualizado',
    staleDetail: 'Não foi possível atualizar o placar ao vivo: este é o último placar recebido.',
    home: 'Mandante',
    away: 'Visitante',
    minute: '{{minute}}′',
    label: {
      live: 'Ao vivo',
      halfTime: 'Intervalo',
      fullTime: 'Fim',
      end: 'Fim',
      pause: 'Pausa',
      extraTime: 'Prorrogação',
      startingSoon: 'Começa em breve',
      set: 'Set {{n}}',
      day: 'Dia {{n}}',
      quarter: 'Q{{n}}',
    },
    score: 'Placar',
    football: {
      firstHalf: '1º tempo',
      secondHalf: '2º tempo',
      halfProgress: '{{half}}: {{minutes}} de 45 minutos',
      Goal: 'Gol, {{team}}, {{minute}}′',
      YellowCard: 'Cartão amarelo, {{team}}, {{minute}}′',
      RedCard: 'Cartão vermelho, {{team}}, {{minute}}′',
    },
    tennis: {
      serving: 'Sacando',
      sets: { short: 'S', full: 'Sets' },
      set: { short: '{{n}}', full: 'Games no set {{n}}' },
      points: { short: 'P', full: 'Pontos' },
      aces: { short: 'A', full: 'Aces' },
      doubleFaults: { short: 'DF', full: 'Duplas faltas' },
      serviceBreaks: { short: 'QS', full: 'Quebras de saque' },
    },
    cricket: {
      inning1: { short: '1º inn.', full: 'Primeiro innings' },
      inning2: { short: '2º inn.', full: 'Segundo innings' },
      overs: '({{overs}} ov)',
    },
    basketball: {
      quarter: { short: 'Q{{n}}', full: '{{n}}º quarto' },
      overtime: { short: 'P{{n}}', full: 'Prorrogação {{n}}' },
      total: { short: 'T', full: 'Total' },
    },
  },
};

// Portuguese texts of the Tick Offset and Stop Loss auto bets (see en-auto-bets.ts).
export const ptAutoBets = {
  autoBets: {
    tickOffset: 'Tick Offset',
    stopLoss: 'Stop Loss',
    ticks: '{{option}} ticks',
    reset: 'Redefinir',
    sent: 'Uma aposta automática foi enviada à exchange.',
    refused: 'Aposta automática @ {{odd}} não enviada: {{reason}}',
    yourScheduled: 'Suas apostas automáticas agendadas',
    allScheduled: 'Todas as apostas automáticas agendadas',
    none: 'você não tem apostas automáticas agendadas',
    noneHere: 'você não tem apostas automáticas agendadas em {{market}} {{runner}}',
    cancelSelected: 'CANCELAR {{n}} APOSTAS AUTOMÁTICAS',
    cancelOne: 'Cancelar aposta automática {{betId}}',
    select: 'Selecionar aposta automática {{betId}}',
    selectAll: 'Selecionar todas as apostas automáticas listadas',
    selectGroup: 'Selecionar todas as apostas automáticas em {{name}}',
    types: { TICK_OFFSET: 'Tick Offset', STOP_LOSS: 'Stop Loss' },
    stake: 'valor {{stake}}',
    waiting: 'de {{remaining}} a cobrir',
  },
} as const;

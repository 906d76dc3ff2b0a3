// Portuguese texts of the settings container in the sidebar's General tab (trading-core §2).
import type { Translations } from './en';

export const ptSettings: Pick<Translations, 'settings'> = {
  settings: {
    title: 'Configurações',
    confirmation: 'Confirmação de apostas',
    stakeButtons: {
      title: 'Botões de valor',
      amount: 'Novo valor de aposta',
      add: 'Adicionar',
      button: 'Valor {{amount}}',
      defaultButton: 'Valor {{amount}} (padrão)',
      options: 'Valor {{amount}}:',
      makeDefault: 'Tornar padrão',
      delete: 'Excluir',
      cancel: 'Cancelar',
      duplicate: '{{amount}} já é um botão de valor.',
    },
    moneyWeight: {
      title: 'Peso do dinheiro',
      bestOdd: 'Melhor odd %',
      secondOdd: 'Segunda odd %',
      thirdOdd: 'Terceira odd %',
      total: 'Total: {{total}}%',
      invalid: 'O total deve somar 100%',
      reset: 'Restaurar',
      checkValues: 'Verifique os valores do peso do dinheiro',
    },
    sounds: {
      title: 'Sons',
      placedBet: 'Aposta feita',
      liveMarket: 'Mercado ao vivo',
      suspendedMarket: 'Mercado suspenso',
      choice: '{{event}}: som',
      preview: 'Tocar o som de {{event}}',
    },
    notifications: {
      title: 'Notificações de apostas',
      hideError: 'Ocultar notificações de erro',
      hideSuccess: 'Ocultar notificações de sucesso',
    },
    theme: 'Tema',
    homepage: {
      title: 'Esportes da página inicial',
      first: 'Primeiro esporte',
      second: 'Segundo esporte',
      racing: 'Corridas',
      country: 'País das corridas',
    },
    stakeAdjustment: {
      title: 'Valores abaixo do mínimo',
      label: 'Ajustar valores automaticamente',
    },
    factoryReset: {
      title: 'Restaurar padrões de fábrica',
      open: 'Restaurar padrões de fábrica',
      confirmTitle: 'Restaurar todas as configurações para o padrão de fábrica?',
      confirmText: 'Botões de valor, visualizações, sons, tema e as demais configurações voltam ao padrão.',
      proceed: 'Prosseguir',
      cancel: 'Cancelar',
      done: 'As configurações foram restauradas para os padrões de fábrica',
    },
  },
};

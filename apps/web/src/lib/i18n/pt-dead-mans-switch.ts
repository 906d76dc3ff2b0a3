// Portuguese texts of the dead-man's switch (issue 21 §3), the same shape as the English ones.
import type { DeadMansSwitchTexts } from './en-dead-mans-switch';

export const ptDeadMansSwitch: DeadMansSwitchTexts = {
  title: 'Interruptor de segurança',
  enable: 'Cancelar minhas apostas não casadas se este navegador perder o contato',
  timeout: 'Cancelar após (segundos)',
  range: (min, max) => `Segundos inteiros de ${min} a ${max}.`,
  invalid: (min, max) => `Digite um número inteiro de segundos de ${min} a ${max}.`,
  explain:
    'Enquanto estiver ligado, o Greenbook avisa a bolsa a cada terço deste tempo que você continua aqui. Se este navegador fechar, travar ou perder a conexão por mais tempo, a bolsa cancela todas as suas apostas não casadas em todos os mercados. As apostas casadas continuam.',
  background:
    'Uma aba em segundo plano continua avisando a bolsa, mas um computador em suspensão não: o interruptor então cancela suas apostas.',
  granted: (seconds) => `Ligado: a bolsa cancela após ${seconds} s sem contato.`,
  starting: 'Ligando…',
  badge: (seconds) => `DMS ${seconds}s`,
  badgeStarting: 'DMS …',
  badgeFailing: 'DMS !',
  badgeLabelOn: (seconds) =>
    `Interruptor de segurança ligado: suas apostas não casadas são canceladas após ${seconds} s sem contato`,
  badgeLabelStarting: 'Interruptor de segurança ligando',
  badgeLabelFailing: 'O interruptor de segurança não consegue contatar a bolsa',
  failed: (seconds) =>
    `O interruptor de segurança não consegue contatar a bolsa. Se o contato não voltar em ${seconds} s, suas apostas não casadas serão canceladas.`,
  restored: 'O interruptor de segurança voltou a contatar a bolsa.',
  cancelled:
    'O interruptor de segurança cancelou suas apostas não casadas: a bolsa não recebeu notícias deste navegador a tempo.',
  someNotCancelled:
    'O interruptor de segurança disparou, mas algumas apostas não casadas não puderam ser canceladas. Confira suas apostas não casadas.',
  cancelUnknown:
    'O interruptor de segurança disparou; a bolsa não conseguiu confirmar o cancelamento. Confira suas apostas não casadas.',
};

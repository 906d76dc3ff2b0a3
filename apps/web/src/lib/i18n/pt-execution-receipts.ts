// Portuguese texts of the execution receipts (issue 21 §2); see en-execution-receipts.ts.
import type { ExecutionReceiptsTexts } from './en-execution-receipts';

const PT_FROM = { clicked: 'clicado', asked: 'pedido' } as const;

export const ptExecutionReceipts: ExecutionReceiptsTexts = {
  title: 'Recibos de execução',
  open: (bet) => `Recibo: ${bet}`,
  dialogTitle: 'Recibo de execução',
  bet: (side, runner, price) => `${side} ${runner} @ ${price}`,
  sides: { BACK: 'Back', LAY: 'Lay' },
  stake: (stake, currency) => `Valor ${stake} ${currency}`,
  clickedAt: (time) => `Clicado às ${time}`,
  betId: (betId) => `Aposta ${betId}`,
  caption: 'Etapas da aposta, com o tempo de cada uma',
  columns: { step: 'Etapa', sinceClick: 'Desde o clique', latency: 'Duração' },
  steps: {
    clicked: (price) => `Clique em ${price}`,
    confirmed: 'Confirmada na caixa de diálogo',
    confirmedAt: (price) => `Confirmada na caixa de diálogo a ${price}`,
    sent: 'Pedido enviado',
    delay: (seconds) => `Atraso ao vivo cumprido: ${seconds} s`,
    passive: 'Sem atraso (aposta passiva)',
    acknowledged: 'Confirmada pela exchange',
    partial: (size, price) => `Casada em parte: ${size} @ ${price}`,
    matched: (size, price) => `Casada por inteiro: ${size} @ ${price}`,
    cancelled: (size) => `Cancelada: ${size}`,
    lapsed: (size) => `Caducada: ${size}`,
    voided: (size) => `Anulada: ${size}`,
    failed: (message) => `Não colocada: ${message}`,
    unknown: (message) => `Sem resposta: ${message}`,
  },
  ms: (ms) => `${ms} ms`,
  slippage: 'Deslize',
  slippageNone: (from) => `nenhum: casada no preço ${PT_FROM[from]}`,
  slippageBetter: (ticks, price, from) => `${ticks} ticks (${price}) melhor que o ${PT_FROM[from]}`,
  slippageWorse: (ticks, price, from) => `${ticks} ticks (${price}) pior que o ${PT_FROM[from]}`,
  status: {
    waiting: 'aguardando',
    open: 'não casada',
    partial: 'casada em parte',
    matched: 'casada',
    closed: 'encerrada',
    failed: 'não colocada',
  },
  kept: 'As últimas 100 apostas deste mercado feitas nesta página; recarregar começa do zero.',
  close: 'Fechar',
};

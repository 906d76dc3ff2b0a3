// Terms and Conditions, in Portuguese (same parts as terms-en.ts).
import type { ProsePage } from '../model/static-content';

export const termsPt: ProsePage = {
  title: 'Termos e Condições',
  lead: 'Ao usar o Greenbook você aceita estes termos. Leia-os antes de operar.',
  sections: [
    {
      id: 'service',
      title: '1. O serviço',
      paragraphs: [
        'O Greenbook é um software que mostra os mercados da exchange e envia as suas instruções ao provedor da exchange. As apostas são contratos entre você e a exchange, sob os termos e regras dela; o Greenbook não é parte delas e não guarda fundos.',
        'Você precisa ter a idade legal e poder apostar onde mora. Por motivos regulatórios, o Greenbook não é oferecido em alguns países.',
      ],
    },
    {
      id: 'responsibility',
      title: '2. Sua responsabilidade',
      paragraphs: [
        'Você é responsável por toda aposta feita na sua sessão, inclusive as feitas pelas opções automáticas que você definir (Keep in Play, Fill or Kill, Tick Offset, Stop Loss) e pela aposta em um clique. Confira o valor, a odd e o lado antes de confirmar.',
        'Os preços mudam enquanto você olha. Uma aposta só é casada pela odd que a exchange aceita; uma aposta não casada fica aberta até ser casada, cancelada ou caducar pelas regras da exchange.',
      ],
    },
    {
      id: 'limits',
      title: '3. Os limites da exchange',
      paragraphs: [
        'O provedor da exchange permite no máximo 5 chamadas por segundo. Ações além desse limite podem ser atrasadas ou recusadas pela exchange, e o Greenbook não pode garantir que uma instrução chegue à exchange a tempo.',
        'O Greenbook depende de os serviços da exchange estarem disponíveis. Quando a exchange está fora do ar ou lenta, o Greenbook não consegue mostrar preços nem fazer apostas.',
      ],
    },
    {
      id: 'subscription',
      title: '4. Assinatura SUPER e reembolsos',
      paragraphs: [
        'O SUPER é pago adiantado por um mês ou um ano. Durante o beta, o SUPER é grátis por 90 dias.',
        'Há reembolso somente quando uma falha do Greenbook dura mais de 72 horas, e então proporcional ao período que ela durou. Interrupções menores, quedas do provedor da exchange e perdas em apostas não são reembolsadas.',
      ],
    },
    {
      id: 'data',
      title: '5. Seus dados e permissões',
      paragraphs: [
        'O Greenbook guarda as suas configurações e, no SUPER, a sua assinatura e o seu e-mail. Ele nunca vê a sua senha da exchange. Você pode revogar o acesso do Greenbook à sua conta da exchange a qualquer momento na página da sua conta.',
        'Depois de uma hora sem atividade você recebe um aviso, e depois de uma hora e meia a sessão é encerrada.',
      ],
    },
    {
      id: 'changes',
      title: '6. Alterações',
      paragraphs: [
        'Podemos alterar o Greenbook e estes termos. Continuar usando o Greenbook depois de uma alteração significa aceitar os novos termos.',
      ],
    },
  ],
};

// About, in Portuguese (same parts as about-en.ts).
import type { ProsePage } from '../model/static-content';

export const aboutPt: ProsePage = {
  title: 'Sobre o Greenbook',
  lead: 'O Greenbook é um cliente de trading no navegador para a exchange Betfair: telas rápidas para quem faz back e lay como profissão, ou só por diversão.',
  sections: [
    {
      id: 'what',
      title: 'O que é',
      paragraphs: [
        'Você opera mercados de esportes e corridas a partir de uma grade de odds ou de uma escada de preços, com apostas em um clique ou confirmadas. Os preços e as suas apostas chegam ao vivo pelo stream da exchange, então a tela se move junto com o mercado.',
        'Em volta da tela de trading há listas do futebol do dia, corridas por país e hipódromo, eventos ao vivo, busca, o histórico das suas apostas liquidadas dos últimos três meses e uma página de conta.',
      ],
    },
    {
      id: 'account',
      title: 'Sua conta na exchange, seu dinheiro',
      paragraphs: [
        'O Greenbook não tem carteira própria. Você entra pela página de login da própria exchange e cada aposta é feita na sua conta da exchange, com o saldo, os limites e a comissão dela. O Greenbook nunca vê a sua senha da exchange.',
        'As permissões que você concede no primeiro login deixam o Greenbook fazer, alterar e cancelar apostas e ler seu nome, país, saldo, exposição e registros de apostas. Você pode revogá-las a qualquer momento na página da sua conta.',
      ],
    },
    {
      id: 'tiers',
      title: 'Grátis e SUPER',
      paragraphs: [
        'Trading, listas, busca e histórico de apostas são grátis. O nível SUPER acrescenta o cash out global, as opções automáticas (Keep in Play, Fill or Kill, Tick Offset, Stop Loss), abas de mercados e placares ao vivo.',
        'Durante o beta, o SUPER é grátis por 90 dias. Os preços anunciados depois disso são 2,99 EUR por mês ou 29,90 EUR por ano.',
      ],
    },
    {
      id: 'more',
      title: 'E também',
      paragraphs: [
        'Um tema claro e um escuro, inglês e português, um layout que funciona no celular e widgets gratuitos para webmasters e afiliados.',
      ],
    },
  ],
};

// The FAQ, in Portuguese (the same 13 questions as faq-en.ts).
import type { FaqPage } from '../model/static-content';

export const faqPt: FaqPage = {
  title: 'Perguntas frequentes',
  lead: 'Respostas curtas ao que os traders mais nos perguntam. Abra uma pergunta para ler a resposta.',
  questions: [
    {
      id: 'account',
      question: 'Preciso de uma conta na exchange?',
      answer: [
        'Sim. O Greenbook opera na sua conta da exchange Betfair: você entra pela página de login da própria exchange, escolhendo o login do seu país. Se ainda não tem conta, a página de login tem um link para se cadastrar.',
      ],
    },
    {
      id: 'password',
      question: 'O Greenbook vê a minha senha ou guarda o meu dinheiro?',
      answer: [
        'Não. Você digita a senha só na página da exchange, e o Greenbook recebe um token que permite agir por você. O seu dinheiro fica na sua conta da exchange; cada aposta é feita lá, com a comissão da exchange.',
      ],
    },
    {
      id: 'free',
      question: 'O que é grátis, e o que o SUPER acrescenta?',
      answer: [
        'Operar pela grade e pela escada, as listas, a busca, o histórico de apostas e a página da conta são grátis. O SUPER acrescenta o cash out global, as opções automáticas (Keep in Play, Fill or Kill, Tick Offset, Stop Loss), abas de mercados e placares ao vivo.',
      ],
    },
    {
      id: 'price',
      question: 'Quanto custa o SUPER?',
      answer: [
        'Durante o beta, o SUPER é grátis por 90 dias: faça o upgrade na página da loja com o seu e-mail. Os preços anunciados depois disso são 2,99 EUR por mês ou 29,90 EUR por ano.',
      ],
    },
    {
      id: 'grid-ladder',
      question: 'Qual a diferença entre a grade e a escada?',
      answer: [
        'A grade mostra cada participante numa linha com as melhores odds de back e de lay, como a página da própria exchange. A escada mostra todas as odds de um participante numa coluna, com o dinheiro à espera em cada odd e as suas apostas ao lado, para entrar e sair rápido.',
      ],
    },
    {
      id: 'one-click',
      question: 'Posso apostar com um clique?',
      answer: [
        'Sim. Por padrão, um clique numa odd abre uma confirmação com o participante, o lado, a odd e o valor. Desmarque ‘Confirmar a aposta antes de enviar’ (ali ou nas configurações) e um clique faz a aposta na hora com o seu valor.',
      ],
    },
    {
      id: 'auto',
      question: 'O que fazem as opções automáticas?',
      answer: [
        'Keep in Play mantém a sua aposta não casada quando o evento fica ao vivo, em vez de deixá-la caducar. Fill or Kill casa o que puder na hora e cancela o resto em vez de deixá-lo esperando. Tick Offset e Stop Loss agem quando a sua aposta é totalmente casada: fazem a aposta oposta alguns ticks adiante, o Tick Offset do lado que garante um lucro, o Stop Loss do lado que limita uma perda.',
      ],
    },
    {
      id: 'cash-out',
      question: 'Como funciona o cash out?',
      answer: [
        'O cash out faz a aposta oposta pela odd atual para que o seu lucro ou prejuízo seja o mesmo qualquer que seja o vencedor. Você faz cash out de um mercado na página dele; usuários SUPER também podem fazer cash out de todos os mercados de uma vez com o cash out global.',
      ],
    },
    {
      id: 'history',
      question: 'Onde vejo as minhas apostas liquidadas?',
      answer: [
        'No histórico de apostas, filtrado por esporte, evento e mercado e por datas. Ele cobre as suas apostas liquidadas dos últimos três meses.',
      ],
    },
    {
      id: 'logout',
      question: 'Por que a minha sessão foi encerrada?',
      answer: [
        'Para a sua segurança, depois de uma hora sem atividade o Greenbook avisa, e depois de uma hora e meia encerra a sessão. Ela também é encerrada quando a exchange termina a sua sessão ou quando você revoga as permissões do Greenbook. Basta entrar de novo.',
      ],
    },
    {
      id: 'limits',
      question: 'Por que a minha ação demorou ou foi recusada?',
      answer: [
        'A exchange permite no máximo 5 chamadas por segundo e recusa apostas que quebram as regras dela (valor abaixo do mínimo, odd fora da escada, mercado fechado ou suspenso). O Greenbook mostra o motivo da exchange quando isso acontece.',
      ],
    },
    {
      id: 'devices',
      question: 'Funciona no celular, em português, no escuro?',
      answer: [
        'Sim. O Greenbook roda no navegador em computadores e celulares, em inglês ou português, com um tema claro e um escuro; troque-os no topo da página ou no rodapé.',
      ],
    },
    {
      id: 'refund',
      question: 'Posso pedir reembolso?',
      answer: [
        'Somente quando uma falha do Greenbook dura mais de 72 horas, e então proporcional ao período que ela durou, como dizem os Termos e Condições. Perdas em apostas nunca são reembolsadas.',
      ],
    },
  ],
};

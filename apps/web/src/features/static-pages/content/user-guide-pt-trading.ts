// The Portuguese User Guide's second part: the market page, its grid and ladder, the automatic
// options and practice (user-guide-pt.ts puts the parts together).
import type { GuideTopic } from '../model/user-guide';

export const tradingTopicsPt: readonly GuideTopic[] = [
  {
    id: 'market-page',
    level: 1,
    title: 'Página do mercado',
    paragraphs: [
      'A tela de negociação de um mercado, em /market/{evento}/{mercado}. O cabeçalho define como você aposta; abaixo dele as seleções aparecem na Grade ou em Escadas. Um mercado suspenso, ainda inativo ou fechado fica esmaecido, com uma mensagem que diz isso.',
    ],
  },
  {
    id: 'market-header',
    level: 2,
    title: 'Cabeçalho do mercado',
    paragraphs: [
      'A barra de título mostra o evento, o horário de início, o esporte e a competição ou o hipódromo, os botões de transmissão e a tela cheia. Abaixo: o seletor de mercados (todos os mercados do evento com o volume negociado), o valor com o seu modo (Seu valor apostado, Sua responsabilidade, Seu lucro, Seu valor inverso) e os seus botões de valor, a escolha entre Grade e Escada, o botão das Opções automáticas e o botão de cash out.',
      'O cash out fecha a sua posição aos preços atuais; hedge e unlevel aparecem quando se aplicam. Cada um pede confirmação quando a confirmação de apostas está ligada.',
    ],
    figures: [
      {
        image: 'market-header',
        alt: 'O cabeçalho do mercado com o valor, a escolha da visualização e as Opções automáticas',
        caption: 'O cabeçalho do mercado: valor, visualização, opções automáticas e cash out.',
      },
    ],
  },
  {
    id: 'grid',
    level: 2,
    title: 'Grade',
    paragraphs: [
      'Uma linha por seleção com os três melhores preços de cada lado: back (azul) à esquerda, lay (rosa) à direita, cada um com o valor disponível. Clique num preço para apostar nele com o valor atual; com a confirmação ligada, uma janela mostra a aposta antes, e nela você pode mudar a odd e o valor. Cada aposta feita aparece num aviso no alto, à direita; a seguinte substitui o aviso em vez de somar outro, então uma sequência rápida de apostas com um clique nunca empilha avisos sobre os preços (os erros continuam um por um, e toda aposta está nas suas listas e recibos).',
      'O seu lucro ou prejuízo se cada seleção vencer aparece abaixo do nome. O botão de ordenação ordena as seleções pelo melhor preço ou pela ordem da bolsa. Uma mudança no volume negociado ou no último preço fica destacada por um segundo.',
    ],
    figures: [
      {
        image: 'grid',
        alt: 'A Grade de um mercado com preços de back e lay',
        caption: 'A Grade: três preços de cada lado para cada seleção.',
      },
    ],
  },
  {
    id: 'ladder',
    level: 2,
    title: 'Escada',
    paragraphs: [
      'Uma escada por seleção escolhida (quantas couberem na tela) com todos os preços do mercado numa coluna: o seu hedge, o disponível para BACK, o último preço negociado, o disponível para LAY, os seus valores não casados e o volume negociado em cada preço. A escada abre centralizada nos melhores preços; “Centralizar escadas” volta a centralizá-la.',
      'Clique na coluna BACK ou LAY para apostar naquele preço; clique no seu valor não casado para cancelá-lo. “Opções da escada” escolhe as seleções que têm escada, e cada escada pode trocar de seleção ou mostrar o gráfico na barra lateral.',
    ],
    figures: [
      {
        image: 'ladder',
        alt: 'A Escada com uma escada de preços por seleção',
        caption: 'A Escada: todos os preços, as suas apostas e o volume negociado.',
      },
    ],
  },
  {
    id: 'execution-receipts',
    level: 2,
    title: 'Recibos de execução e o atraso das apostas',
    paragraphs: [
      'Toda aposta que você faz clicando num preço ganha um recibo de execução. Abra-o em “Recibos de execução”, na aba Este Mercado, ou pelo botão de recibo ao lado de uma aposta não casada. Ele mostra quando você clicou, quando o pedido foi enviado, o atraso ao vivo que a aposta cumpriu, quando a bolsa a confirmou, cada casamento parcial e se foi casada por inteiro, cancelada ou caducou — com o tempo de cada etapa. O deslize compara o seu preço médio casado com o preço clicado, em ticks e em preço: positivo é melhor que o clicado, negativo (em vermelho) é pior. Se você mudou o preço na caixa de diálogo de confirmação, o recibo mostra o preço enviado e mede o deslize a partir dele. Os últimos 100 recibos de cada mercado ficam guardados enquanto a página está aberta; recarregar começa do zero. Ao lado do indicador de um clique, “Última aposta” mostra quanto tempo a sua última aposta levou do clique à resposta da bolsa; numa aposta confirmada na caixa de diálogo, conta a partir de Confirmar, que o recibo mostra como uma etapa própria.',
      'Ao vivo, a bolsa segura a maioria das apostas pelo atraso do mercado, mas uma aposta que não cruza o spread — não pode casar na hora e fica no livro — entra sem atraso (as apostas “passivas” da Betfair). A escada marca com hachuras as células cuja aposta cruzaria e esperaria o atraso; as células lisas entram na hora. Apostas com Keep in Play e Fill or Kill sempre esperam. A barra exibida enquanto a aposta aguarda a bolsa dura o atraso que essa aposta de fato cumpre.',
    ],
  },
  {
    id: 'recording-markets',
    level: 2,
    title: 'Gravar um mercado',
    paragraphs: [
      'Pressione “Gravar” na barra do mercado para gravar as cotações do mercado, vindas do stream ao vivo, num arquivo no formato histórico da Betfair. Durante a gravação, o botão fica vermelho com um ponto e mostra há quanto tempo grava e o tamanho do arquivo; pressione-o de novo para parar, e o navegador salva o arquivo (compactado com gzip, com o nome greenbook-<mercado>-<início>.gz).',
      'O arquivo começa com o mercado inteiro como estava quando você pressionou Gravar, para você praticar nele depois, ou reproduzi-lo com “npm run replay -- ARQUIVO”, que mostra as mesmas cotações que você viu ao vivo. A gravação continua se você abrir outro mercado (volte para pará-la); recarregar ou fechar a página a perde, por isso o navegador pergunta antes. Uma gravação para de receber cotações em 20 MB e avisa: pare-a para salvar o que ela tem.',
    ],
  },
  {
    id: 'automatic-betting',
    level: 1,
    title: 'Apostas automáticas',
    paragraphs: [
      'As opções automáticas fazem parte do SUPER. Ligue-as no painel Opções automáticas do cabeçalho do mercado antes de apostar: a marca ON/OFF mostra quantas estão ativas, e a confirmação da aposta lista as que serão aplicadas. Elas não se aplicam a apostas de fechamento (cash out, hedge, unlevel).',
    ],
    figures: [
      {
        image: 'auto-options',
        alt: 'O painel Opções automáticas com Keep in Play, Fill or Kill, Tick Offset e Stop Loss',
        caption: 'As quatro opções automáticas.',
      },
    ],
  },
  {
    id: 'keep-in-play',
    level: 2,
    title: 'Keep in Play',
    paragraphs: [
      'Uma aposta não casada normalmente caduca quando o evento fica ao vivo. Com Keep in Play ela continua no mercado ao vivo. Você também pode mudar isso depois, numa aposta não casada das suas listas (Não ou Sim, e confirmar).',
    ],
  },
  {
    id: 'fill-or-kill',
    level: 2,
    title: 'Fill or Kill',
    paragraphs: [
      'A aposta é casada na hora, até onde o mercado permitir no seu preço, ou é cancelada: nada fica esperando no mercado.',
    ],
  },
  {
    id: 'tick-offset',
    level: 2,
    title: 'Tick Offset',
    paragraphs: [
      'Garante um lucro: quando a sua aposta é casada, o Greenbook faz a aposta contrária a um número de ticks de distância (um back é seguido por um lay tantos ticks abaixo, um lay por um back tantos ticks acima). Uma aposta casada em parte recebe o offset na proporção do que foi casado.',
      'O número de ticks é no mínimo 1; se o preço do offset ficar fora de 1,01 a 1000, a aposta automática não é agendada e um aviso informa isso.',
    ],
  },
  {
    id: 'stop-loss',
    level: 2,
    title: 'Stop Loss',
    paragraphs: [
      'Limita uma perda: depois que a sua aposta é casada, quando o mercado anda esse número de ticks contra você, o Greenbook envia a aposta contrária para fechar a posição. As apostas automáticas agendadas aparecem na barra lateral, onde você pode cancelá-las; cada envio é confirmado por um aviso.',
    ],
  },
  {
    id: 'odds-view',
    level: 1,
    title: 'Visualização das odds',
    paragraphs: [
      'A visualização das odds (nas Configurações) decide quais preços aparecem em Back e Lay. Tomar o mercado, a padrão, mostra os preços que você pode pegar agora: em Back os melhores preços para apostar back, em Lay os melhores para apostar lay. Fazer o mercado mostra a cada lado o seu próprio livro (em Back as apostas back dos outros esperando, em Lay as lay), a fila em que você entra quando oferece um preço e espera ser casado.',
      'O peso do dinheiro (melhor, segundo e terceiro preço, 50/30/20 por padrão, somando 100%) decide como a escada pesa o dinheiro esperando de cada lado.',
    ],
  },
  {
    id: 'practice',
    level: 1,
    title: 'Praticar em mercados gravados',
    paragraphs: [
      'Abra Prática (/practice), escolha um arquivo de dados históricos da Betfair (PRO, ADVANCED ou BASIC; .bz2, .gz ou sem compressão) ou um arquivo gravado pelo Greenbook e toque em Abrir arquivo. Negociar neste mercado o abre na tela de mercado real: grade, escada, apostas, cash out e apostas automáticas funcionam como num mercado ao vivo. A barra PRÁTICA sob o cabeçalho reproduz ou pausa a reprodução, escolhe a velocidade (1×, 2×, 5×, 10× ou Máx.), leva a qualquer momento e recomeça; voltar ou recomeçar reinicia a reprodução a partir dali, com um saldo de prática novo.',
      'Suas apostas entram na fila como teriam entrado: um back num preço só é correspondido depois que o dinheiro gravado à frente dele nesse preço foi negociado. O dinheiro de prática (o equivalente a £1.000 na sua moeda) fica separado da sua conta. O relatório na página de Prática mostra suas apostas e correspondências, seu lucro e prejuízo ao longo da reprodução num gráfico e o tempo médio do clique à correspondência. Sair da prática volta à sua conta real.',
    ],
  },
];

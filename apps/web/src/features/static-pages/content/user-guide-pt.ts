// O Guia do Usuário em português do Brasil, com os termos da interface (Grade, Escada, bolsa,
// apostas casadas): the same topics, ids and screenshots as user-guide-en.ts. The page and the
// build-time PDF both read this module.
import type { UserGuide } from '../model/user-guide';

export const userGuidePt: UserGuide = {
  title: 'Guia do Usuário',
  lead: 'Como negociar com o Greenbook, tela por tela: do primeiro login à escada e às opções automáticas.',
  labels: {
    topics: 'Tópicos do guia',
    openTopics: 'Tópicos',
    closeTopics: 'Fechar tópicos',
    downloadPdf: 'Baixar o guia (PDF)',
    enlarge: 'Ampliar: {alt}',
    closeViewer: 'Fechar',
    page: 'Página {page}',
    contents: 'Sumário',
  },
  topics: [
    {
      id: 'login',
      level: 1,
      title: 'Login',
      paragraphs: [
        'O Greenbook não tem senha própria. Na página inicial, escolha o país da sua conta na bolsa e clique no botão de login: você vai para a página de login da própria bolsa, entra lá e volta ao Greenbook já conectado. O Greenbook nunca vê a sua senha da bolsa.',
        'No primeiro login a bolsa pede que você autorize o Greenbook a fazer, alterar e cancelar apostas e a ler seu nome, país, saldo, exposição e registros de apostas. Você pode retirar essa autorização a qualquer momento na página da sua conta (“remover permissões”).',
        'Para sua segurança, uma sessão sem atividade por muito tempo mostra “Você está aí?” com uma contagem regressiva; clique em “Espere, estou aqui!” para continuar, ou você sai quando a contagem terminar.',
      ],
      figures: [
        {
          image: 'landing',
          alt: 'A página inicial com os botões de login e a comparação Grátis x SUPER',
          caption: 'A página inicial: entre com a sua conta da bolsa e compare Grátis e SUPER.',
        },
      ],
    },
    {
      id: 'exchange-api',
      level: 1,
      title: 'API da bolsa',
      paragraphs: [
        'Tudo o que você vê vem da bolsa pelas suas interfaces oficiais. Preços, volumes e as suas apostas chegam por duas conexões de streaming ao vivo, então a tela acompanha o mercado sem recarregar. Listas, buscas e apostas liquidadas são lidas pela API de apostas da bolsa.',
        'Cada aposta é feita na sua conta da bolsa, na sua moeda, com o seu saldo, limites e comissão. A bolsa permite no máximo 5 chamadas por segundo, e o Greenbook respeita esse limite.',
        'Se o streaming de preços ficar lento, um aviso diz que não é seguro continuar negociando até ele se recuperar; se a conexão cair, o Greenbook se reconecta e avisa. Quando o resultado de uma aposta é desconhecido (tempo esgotado), confira as apostas casadas antes de repeti-la.',
      ],
    },
    {
      id: 'layout',
      level: 1,
      title: 'Layout',
      paragraphs: [
        'Conectado, toda tela tem a mesma moldura: o cabeçalho em cima, a página no centro e a barra lateral à direita, com a sua conta, as suas apostas e a lista de esportes. Abaixo da página, um rodapé leva a estas páginas de informação.',
        'No celular (menos de 768 px de largura) a barra lateral vira um painel que você abre pelo cabeçalho e que fecha sozinho quando você muda de página. Os temas claro e escuro e os idiomas inglês e português podem ser trocados a qualquer momento no cabeçalho.',
      ],
      figures: [
        {
          image: 'home',
          alt: 'A página principal com o cabeçalho, os mercados da página principal e a barra lateral',
          caption: 'A moldura de todas as páginas com login: cabeçalho, página e barra lateral.',
        },
        {
          image: 'phone-market',
          alt: 'Um mercado num celular de 390 px',
          caption: 'O mesmo produto no celular.',
        },
      ],
    },
    {
      id: 'sidebar',
      level: 1,
      title: 'Barra lateral',
      paragraphs: [
        'A barra lateral tem três abas: Geral, Lista de Esportes e Este mercado (só numa página de mercado, onde ela abre sozinha). Troque de aba com um clique ou, numa tela sensível ao toque, deslizando o dedo.',
        'Ao lado da página (768 px ou mais), a barra lateral fica abaixo do cabeçalho e rola sozinha: por mais longas que fiquem suas listas de apostas, os preços ao lado não saem do lugar.',
      ],
    },
    {
      id: 'sidebar-general',
      level: 2,
      title: 'Geral',
      paragraphs: [
        'A sua conta (nome e saldo), as suas configurações e tudo o que você tem em andamento nos mercados: todas as apostas não casadas agrupadas por evento e mercado, todas as apostas automáticas agendadas, todas as apostas a preço inicial e os mercados liquidados recentemente (últimos 7 dias, com link para o histórico completo).',
        'Marque as caixas para selecionar apostas, um mercado inteiro, um evento ou tudo; o botão no topo passa a dizer “CANCELAR [n] APOSTAS NÃO CASADAS” e cancela todas de uma vez.',
        'As configurações reúnem a confirmação de apostas, os botões e o modo de valor, a visualização das odds, o tamanho do texto e das linhas da escada, o peso do dinheiro, os sons, as notificações, o tema, os esportes da página principal e a restauração de fábrica.',
      ],
      figures: [
        {
          image: 'sidebar-general',
          alt: 'A aba Geral da barra lateral com a conta e as listas de apostas',
          caption: 'Geral: conta, configurações e todas as suas apostas.',
        },
      ],
    },
    {
      id: 'dead-mans-switch',
      level: 2,
      title: 'Interruptor de segurança',
      paragraphs: [
        'Em Configurações, na aba Geral, ligue “Cancelar minhas apostas não casadas se este navegador perder o contato” e escolha quanto tempo a bolsa deve esperar (de 10 a 300 segundos). Enquanto estiver ligado, o Greenbook avisa a bolsa a cada terço desse tempo que você continua aqui, e o cabeçalho mostra “DMS” com o tempo concedido pela bolsa.',
        'Se o navegador fechar, travar ou perder a conexão por mais tempo, a bolsa cancela todas as suas apostas não casadas em todos os mercados; as apostas casadas continuam. Se o Greenbook não conseguir contatar a bolsa, você vê um aviso na hora e, se a bolsa tiver cancelado suas apostas, é avisado quando o contato voltar.',
        'Uma aba em segundo plano mantém o interruptor ativo; um computador em suspensão, não. Desligar o interruptor ou sair da conta avisa a bolsa para parar de vigiar. O interruptor é gratuito para todas as contas.',
      ],
    },
    {
      id: 'keyboard-trading',
      level: 2,
      title: 'Operar pelo teclado e a paleta de comandos',
      paragraphs: [
        'Num mercado, as setas para a direita e para a esquerda selecionam um corredor (na grade ele fica marcado à esquerda, com os preços que as teclas apostariam contornados; na escada, a escada dele fica contornada), 1 a 9 escolhem os valores predefinidos, as setas para cima e para baixo movem o preço um tick a partir do melhor preço, e B ou L apostam a favor ou contra nesse preço. Uma aposta pelo teclado segue o mesmo caminho de um clique: pela confirmação quando as suas configurações pedem, e nunca com preços desatualizados. Shift+C cancela todas as apostas não casadas do mercado; O faz cash out, H faz hedge e G faz green up (nivela) o corredor selecionado; V alterna grade e escada; [ e ] abrem o mercado anterior e o seguinte do evento.',
        'Ctrl+K (Cmd+K no Mac) ou / abre a paleta de comandos em qualquer lugar: digite para encontrar um comando, ou três letras ou mais de um time, corrida ou evento para abrir o mercado, e pressione Enter. ? mostra todos os atalhos, e um botão com tecla a mostra numa dica quando você aponta para ele ou chega nele com Tab. As teclas não fazem nada enquanto você digita num campo ou com uma janela aberta. Mude qualquer tecla em Configurações, Atalhos de teclado; uma tecla que outro comando já usa é recusada.',
      ],
    },
    {
      id: 'sports-list',
      level: 2,
      title: 'Lista de Esportes',
      paragraphs: [
        'Percorra todos os esportes da bolsa: esporte, depois competição ou país, depois evento, depois mercado. O caminho no topo volta um nível; “Ver todos os esportes” volta ao início. As corridas mostram a bandeira do país, o horário de largada, o hipódromo e “Amanhã” quando são amanhã.',
        'Um clique num mercado abre a página dele.',
      ],
      figures: [
        {
          image: 'sports-list',
          alt: 'A aba Lista de Esportes com a lista de esportes',
          caption: 'Lista de Esportes: do esporte ao mercado em poucos cliques.',
        },
      ],
    },
    {
      id: 'this-market',
      level: 2,
      title: 'Este mercado',
      paragraphs: [
        'Tudo sobre o mercado em que você está: o gráfico de preço e volume da seleção escolhida, as suas apostas casadas e não casadas neste mercado, as apostas automáticas agendadas e as apostas a preço inicial, e as regras do mercado (fechadas até você abri-las).',
        'Os membros SUPER também veem o vídeo ao vivo, a visão da partida e as estatísticas quando o evento as oferece.',
      ],
      figures: [
        {
          image: 'this-market',
          alt: 'A aba Este mercado com o gráfico da seleção e as apostas deste mercado',
          caption: 'Este mercado: gráfico, as suas apostas aqui e as regras.',
        },
      ],
    },
    {
      id: 'header',
      level: 1,
      title: 'Cabeçalho',
      paragraphs: [
        'O logotipo leva à página principal. A busca encontra times, competições, corridas e mais. A barra de mercados recentes deixa os mercados que você visitou a um clique (um recurso SUPER), com a marca LIVE nos que estão ao vivo.',
        'À direita: o número de apostas casadas (M) e não casadas (U), o total de cash out com o cash out global, o idioma, o botão do tema escuro e o botão de sair. A seta recolhe o cabeçalho para dar mais espaço ao mercado.',
      ],
    },
    {
      id: 'home-markets',
      level: 1,
      title: 'Mercados da página principal',
      paragraphs: [
        'Depois do login, a página principal mostra o futebol do dia em cartões com as odds da partida, as corridas de cavalos por país e hipódromo, os eventos ao vivo por esporte e dois espaços para esportes menores que você escolhe nas configurações.',
        'Cada cartão abre o seu mercado; “ver todos” abre a lista completa de um esporte, e a lista ao vivo tem uma aba por esporte.',
      ],
      figures: [
        {
          image: 'home',
          alt: 'A página principal com cartões de futebol, corridas e eventos ao vivo',
          caption: 'Página principal: futebol, corridas, ao vivo e os seus dois esportes.',
        },
      ],
    },
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
        'Toda aposta que você faz clicando num preço ganha um recibo de execução. Abra-o em “Recibos de execução”, na aba Este Mercado, ou pelo botão de recibo ao lado de uma aposta não casada. Ele mostra quando você clicou, quando o pedido foi enviado, o atraso ao vivo que a aposta cumpriu, quando a bolsa a confirmou, cada casamento parcial e se foi casada por inteiro, cancelada ou caducou — com o tempo de cada etapa. O deslize compara o seu preço médio casado com o preço clicado, em ticks e em preço: positivo é melhor que o clicado, negativo (em vermelho) é pior. Os últimos 100 recibos de cada mercado ficam guardados enquanto a página está aberta; recarregar começa do zero. Ao lado do indicador de um clique, “Última aposta” mostra quanto tempo a sua última aposta levou do clique à resposta da bolsa.',
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
  ],
};

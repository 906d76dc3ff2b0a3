// The Portuguese User Guide's first part: signing in, the layout, the sidebar, the header and the
// lists, up to the market page (user-guide-pt.ts puts the parts together).
import type { GuideTopic } from '../model/user-guide';

export const screenTopicsPt: readonly GuideTopic[] = [
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
];

// Brazilian Portuguese texts; typed by the English file, so no key can be missing.
import { ptHome } from './pt-home';
import type { Translations } from './en';
import { ptMarketScreen } from './pt-market-screen';
import { ptAutoBets } from './pt-auto-bets';
import { ptGeneral } from './pt-general';
import { ptSportsList } from './pt-sports-list';
import { ptLists } from './pt-lists';
import { ptAccount } from './pt-account';
import { ptClosing } from './pt-closing';
import { ptSettings } from './pt-settings';
import { ptPagination } from './pt-pagination';
import { ptSearch } from './pt-search';
import { ptBetHistory } from './pt-bet-history';
import { ptLiveStream } from './pt-live-stream';
import { ptLiveScores } from './pt-live-scores';
import { ptRacing } from './pt-racing';
import { ptStaticPages } from './pt-static-pages';

export const pt: Translations = {
  app: {
    name: 'Greenbook',
    loadingPage: 'Carregando a página…',
    // The toasts' region (Alt+T moves to it).
    notifications: 'Notificações Alt+T',
  },
  notFound: {
    title: '- 404 -',
    slogan: 'respeite a natureza',
    joke: 'aqui não tem Bang Bang',
    hint: 'tente outro alvo',
    home: 'Voltar ao início',
  },
  session: {
    landing: {
      tagline: 'Negocie na bolsa de apostas com grade e escada de preços, a um clique.',
      navAccount: 'Conta',
      navPrices: 'Preços',
      navFaq: 'Perguntas frequentes',
      loginTitle: 'Entre com a sua conta da bolsa',
      countryLabel: 'País da bolsa',
      loginButton: 'entrar grátis',
      signUp: 'Ainda não tem conta? Cadastre-se',
      upgrade: 'Seja SUPER',
      upgradeNeedsLogin: 'Por favor, entre primeiro com a sua conta da bolsa!',
      compareTitle: 'Grátis x SUPER',
      compareFeature: 'Recurso',
      compareFree: 'Grátis',
      compareSuper: 'SUPER',
      included: 'Incluído',
      notIncluded: 'Não incluído',
      featureGlobalCashOut: 'Cash out global',
      featureAutoOptions: 'Opções automáticas',
      featureKeepInPlay: 'Manter ao vivo',
      featureFillOrKill: 'Executar ou cancelar',
      featureTickOffset: 'Tick Offset',
      featureStopLoss: 'Stop Loss',
      featureMarketTabs: 'Abas do mercado',
      featureLiveScores: 'Placares ao vivo',
      pricesTitle: 'Preços',
      pricesBeta: 'Durante um beta, o SUPER é grátis por {{days}} dias.',
      pricesFinal: 'Os preços finais anunciados:',
      pricesMonthly: '{{price}} {{currency}} por mês',
      pricesYearly: '{{price}} {{currency}} por ano ({{days}} dias)',
      showcaseTitle: 'Conheça a tela de negociação',
      shotGridTitle: 'Grade',
      shotGridText: 'As melhores odds de back e lay de cada seleção numa tela, a um clique da aposta.',
      shotGridAlt: 'A grade do Greenbook num mercado ao vivo: odds e valores de back e lay de cada seleção',
      shotLadderTitle: 'Escada',
      shotLadderText: 'Uma escada de preços por seleção com toda a profundidade do mercado.',
      shotLadderAlt:
        'A escada do Greenbook no mesmo mercado: uma escada de preços por seleção com colunas de back e lay',
      shotPhoneTitle: 'Celular',
      shotPhoneText: 'O mesmo mercado numa tela de celular de 390 px.',
      shotPhoneAlt: 'O mesmo mercado num celular de 390 pixels de largura: a grade com odds de back e lay',
      footer: 'Greenbook — um cliente de negociação para bolsa de apostas',
    },
    domains: {
      DEFAULT: 'Internacional',
      AUS: 'Austrália',
      ITA: 'Itália',
      ESP: 'Espanha',
      ROU: 'Romênia',
      SWE: 'Suécia',
    },
    loginPage: {
      title: 'Entrar',
    },
    loginResult: {
      signingIn: 'Entrando…',
      failed: 'Algo deu errado ao tentar entrar. Tente novamente mais tarde.',
      unreachable:
        'Erro de comunicação com o nosso serviço de login. Verifique sua conexão com a internet e tente novamente.',
    },
    loginDevelopment: {
      title: 'Resultado do login de desenvolvimento',
      text: 'A bolsa enviou um código para este endereço de desenvolvimento. Continue aqui ou abra outro ambiente.',
      proceed: 'continuar para o login',
      local: 'Desenvolvimento local (porta 5173)',
      production: 'Este servidor',
    },
    loading: 'Carregando a sua conta…',
    serversUnreachable:
      'Algo deu errado ao tentar se comunicar com nossos servidores. Tente novamente mais tarde ou fale conosco.',
    sessionLost: 'Sessão perdida. Verifique sua conexão com a internet e entre novamente.',
    inactivity: {
      title: 'Você está aí?',
      text: 'Para sua segurança, você sairá em {{time}} sem atividade.',
      stay: 'Espere, estou aqui!',
      loggedOut: 'Sessão perdida por inatividade. Entre novamente.',
    },
    logout: {
      title: 'Sair',
      logout: 'Sair',
      cancel: 'Cancelar',
      h1: 'Já vai? O mercado vai sentir sua falta.',
      h2: 'Daqui pra frente, só livro verde.',
      h3: 'Hora de fazer o cash out do dia?',
      h4: 'A escada estará aqui amanhã.',
      h5: 'Todo bom trader sabe a hora de parar.',
      h6: 'Fechando o livro por hoje?',
      h7: 'Descanse, as odds nunca dormem.',
      h8: 'Saia e volte mais afiado.',
      h9: 'Uma última olhada nas suas posições?',
      h10: 'Até o próximo pontapé inicial.',
    },
  },
  upsell: {
    title: 'Um recurso SUPER',
    upgrade: 'Assinar o SUPER',
    close: 'Agora não',
  },
  shell: {
    home: 'Início do Greenbook',
    collapse: 'Recolher cabeçalho',
    expand: 'Expandir cabeçalho',
    logout: 'Sair',
    thisMarket: 'Este mercado',
    general: 'Geral',
    matchedShort: 'C',
    unmatchedShort: 'N',
    matched: 'Apostas casadas: {{count}}',
    unmatched: 'Apostas não casadas: {{count}}',
    cashOut: 'Total de cash out: {{value}}',
    searchLabel: 'Pesquisar',
    searchPlaceholder: 'Pesquise times, competições, corridas e mais',
    language: 'Idioma',
    darkTheme: 'Tema escuro',
    recent: {
      label: 'Mercados recentes',
      live: 'AO VIVO',
      open: 'Abrir {{event}} — {{market}}',
      remove: 'Remover {{event}} — {{market}} dos mercados recentes',
      upsellText:
        'Abrir mercados pela barra de mercados recentes faz parte do SUPER. Durante o beta o SUPER é grátis.',
    },
    stream: {
      delayed: 'A Stream API da Betfair está com atraso. Não é seguro continuar usando o software agora.',
      recovered: 'A Stream API da Betfair voltou à velocidade normal. É seguro usar o software novamente.',
      resubscribing: 'Problemas de conexão detectados. Tentando reassinar os mercados...',
      subscriptionFailed:
        'Sessão perdida: o fluxo de preços parou de responder, talvez por causa de um firewall. Entre novamente.',
      orderSubscriptionFailed:
        'Sessão perdida: o fluxo das suas apostas parou de responder, talvez por causa de um firewall. Entre novamente.',
      reconnecting: 'Problemas de conexão detectados. Tentando reconectar...',
      reconnected: 'A conexão voltou à velocidade normal. É seguro usar o software novamente.',
      failed:
        'Não foi possível conectar à bolsa. Pare de usar o software, verifique sua conexão com a internet e reinicie o aplicativo.',
    },
  },
  ...ptHome,
  /** account-and-product §4 market status labels (home lists, recent-market chips). */
  marketStatus: {
    LIVE: 'AO VIVO',
    GOING_LIVE: 'vai ao vivo',
    DELAY: 'ATRASO {{clock}}',
    NOT_GOING_LIVE: 'não vai ao vivo',
    OPEN: 'ABERTO',
    SUSPENDED: 'SUSPENSO',
    INACTIVE: 'INATIVO',
    CLOSED: 'FECHADO',
    CLOCK: '{{time}}',
  },
  errors: {
    crashTitle: 'Algo deu errado.',
    crashNote:
      'Os detalhes do erro foram enviados automaticamente ao nosso suporte. Pedimos desculpas pelo transtorno. Reinicie o aplicativo.',
    restart: 'Reiniciar aplicativo',
    blockedTitle: 'País bloqueado',
    blockedText: 'Desculpe, por restrições regulatórias o produto não é oferecido no seu país.',
    blockedToast:
      'Desculpe, por restrições regulatórias o produto não é oferecido no seu país. Localização do IP detectada: {{country}}.',
    blockedDummy: 'Se você está vendo este erro, entre em contato conosco.',
    contact: 'Contato: {{email}}',
    cactus: 'Cacto: clique em mim ({{count}})',
    tooMany: 'OPS! foram cliques demais!',
  },
  ...ptMarketScreen,
  ...ptClosing,
  ...ptAutoBets,
  ...ptGeneral,
  ...ptSettings,
  ...ptSportsList,
  ...ptPagination,
  ...ptSearch,
  ...ptBetHistory,
  ...ptLiveStream,
  ...ptLiveScores,
  ...ptRacing,
  ...ptStaticPages,
  ...ptLists,
  ...ptAccount,
};

// Brazilian Portuguese texts of the search results page.
import type { enSearch } from './en-search';

export const ptSearch: { search: Record<keyof typeof enSearch.search, string> } = {
  search: {
    title: 'Pesquisa',
    resultsFor: 'Resultados da pesquisa por',
    results_one: '{{count}} resultado',
    results_other: '{{count}} resultados',
    tableCaption: 'Mercados que correspondem a “{{query}}”',
    sport: 'Esporte',
    competition: 'Competição',
    start: 'Início',
    event: 'Evento',
    matched: 'Casado',
    openMarket: 'Abrir {{event}} — {{market}}',
    pages: 'Páginas dos resultados da pesquisa',
    searching: 'Pesquisando na exchange…',
    noQuery:
      'Digite um time, uma competição ou uma corrida na caixa de pesquisa para encontrar seus mercados.',
    noResults:
      'Nenhum mercado aberto corresponde a “{{query}}”. Tente menos palavras ou o início de um nome.',
    tooLong: 'O texto da pesquisa é longo demais: use no máximo {{max}} caracteres.',
    failed: 'Algo deu errado com a sua pesquisa:',
    unreadableAnswer: 'a exchange respondeu com uma lista de mercados que este aplicativo não consegue ler',
    retry: 'Pesquisar novamente',
  },
};

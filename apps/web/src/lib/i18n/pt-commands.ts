// Portuguese texts of keyboard trading (issue 21 §5), typed by the English ones.
import type { ShortcutCommand } from '@greenbook/trading';
import type { CommandTexts } from './en-commands';

const commands: Record<ShortcutCommand, string> = {
  back: 'Apostar a favor do corredor selecionado',
  lay: 'Apostar contra o corredor selecionado',
  priceUp: 'Preço um tick acima',
  priceDown: 'Preço um tick abaixo',
  nextRunner: 'Próximo corredor',
  previousRunner: 'Corredor anterior',
  stake1: 'Valor predefinido 1',
  stake2: 'Valor predefinido 2',
  stake3: 'Valor predefinido 3',
  stake4: 'Valor predefinido 4',
  stake5: 'Valor predefinido 5',
  stake6: 'Valor predefinido 6',
  stake7: 'Valor predefinido 7',
  stake8: 'Valor predefinido 8',
  stake9: 'Valor predefinido 9',
  cancelAll: 'Cancelar todas as apostas não casadas deste mercado',
  cashOut: 'Fazer cash out deste mercado',
  hedge: 'Fazer hedge do corredor selecionado',
  greenUp: 'Green up (nivelar) o corredor selecionado',
  switchView: 'Alternar entre grade e escada',
  nextMarket: 'Próximo mercado do evento',
  previousMarket: 'Mercado anterior do evento',
  searchMarket: 'Abrir um mercado pela pesquisa',
  help: 'Atalhos de teclado',
};

export const ptCommands: CommandTexts = {
  commands,
  palette: {
    title: 'Comandos',
    placeholder: 'Digite um comando ou um mercado para abrir…',
    input: 'Comando ou mercado',
    list: 'Comandos e mercados',
    markets: 'Mercados',
    searching: 'Pesquisando mercados…',
    noMatch: 'Nenhum comando ou mercado corresponde.',
    searchFailed: 'A pesquisa de mercados falhou.',
    hint: '↑ ↓ para escolher, Enter para executar, Esc para fechar. Ctrl+K (⌘K no Mac) abre isto em qualquer lugar.',
    openMarket: (event: string, market: string) => `Abrir ${event} — ${market}`,
  },
  help: {
    title: 'Atalhos de teclado',
    intro:
      'Selecione um corredor com ← →, escolha o valor com 1–9, mude o preço com ↑ ↓ e pressione B ou L. As teclas não fazem nada enquanto você digita num campo ou com uma janela aberta.',
    command: 'Comando',
    key: 'Tecla',
    palette: 'Paleta de comandos e pesquisa de mercados',
    close: 'Fechar',
    settings: 'Mude as teclas em Configurações, Atalhos de teclado.',
  },
  settings: {
    title: 'Atalhos de teclado',
    explain: 'Escolha Mudar e pressione a nova tecla. Ctrl+K (⌘K) abre sempre a paleta de comandos.',
    change: (command: string) => `Mudar a tecla de ${command}`,
    press: 'Pressione uma tecla…',
    cancel: 'Cancelar',
    reset: 'Voltar às teclas padrão',
    taken: (key: string, command: string) => `${key} já é a tecla de “${command}”. Mude essa primeiro.`,
    reserved: (key: string) =>
      `${key} não pode ser usada: Tab, Enter, Espaço, Escape e as teclas com Ctrl ou Cmd ficam com o navegador e a página.`,
    saved: (key: string, command: string) => `${command}: ${key}`,
  },
};

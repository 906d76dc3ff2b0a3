// English texts of keyboard trading (issue 21 §5): the commands' names, the command palette, the
// shortcuts help sheet and the settings panel. Not part of en.ts: only those lazy chunks load
// them, through lib/commands/texts.ts, so the always-loaded bundle does not carry them.
import type { ShortcutCommand } from '@greenbook/trading';

const commands: Record<ShortcutCommand, string> = {
  back: 'Back the selected runner',
  lay: 'Lay the selected runner',
  priceUp: 'Price one tick up',
  priceDown: 'Price one tick down',
  nextRunner: 'Next runner',
  previousRunner: 'Previous runner',
  stake1: 'Stake preset 1',
  stake2: 'Stake preset 2',
  stake3: 'Stake preset 3',
  stake4: 'Stake preset 4',
  stake5: 'Stake preset 5',
  stake6: 'Stake preset 6',
  stake7: 'Stake preset 7',
  stake8: 'Stake preset 8',
  stake9: 'Stake preset 9',
  cancelAll: 'Cancel all unmatched bets on this market',
  cashOut: 'Cash out this market',
  hedge: 'Hedge the selected runner',
  greenUp: 'Green up (unlevel) the selected runner',
  switchView: 'Switch between grid and ladder',
  nextMarket: 'Next market of the event',
  previousMarket: 'Previous market of the event',
  searchMarket: 'Open a market by search',
  help: 'Keyboard shortcuts',
};

export const enCommands = {
  commands,
  palette: {
    title: 'Commands',
    placeholder: 'Type a command or a market to open…',
    input: 'Command or market',
    list: 'Commands and markets',
    markets: 'Markets',
    searching: 'Searching markets…',
    noMatch: 'No command or market matches.',
    searchFailed: 'The market search failed.',
    hint: '↑ ↓ to choose, Enter to run, Esc to close. Ctrl+K (⌘K on a Mac) opens this anywhere.',
    openMarket: (event: string, market: string) => `Open ${event} — ${market}`,
  },
  help: {
    title: 'Keyboard shortcuts',
    intro:
      'Select a runner with ← →, set the stake with 1–9, step the price with ↑ ↓ and press B or L. Keys do nothing while you type in a field or a dialog is open.',
    command: 'Command',
    key: 'Key',
    palette: 'Command palette and market search',
    close: 'Close',
    settings: 'Change the keys in Settings, Keyboard shortcuts.',
  },
  settings: {
    title: 'Keyboard shortcuts',
    explain: 'Choose Change, then press the new key. Ctrl+K (⌘K) always opens the command palette.',
    change: (command: string) => `Change the key of ${command}`,
    press: 'Press a key…',
    cancel: 'Cancel',
    reset: 'Back to the default keys',
    taken: (key: string, command: string) =>
      `${key} is already the key of “${command}”. Change that one first.`,
    reserved: (key: string) =>
      `${key} cannot be used: Tab, Enter, Space, Escape and Ctrl or Cmd keys stay with the browser and the page.`,
    saved: (key: string, command: string) => `${command}: ${key}`,
  },
};

export type CommandTexts = typeof enCommands;

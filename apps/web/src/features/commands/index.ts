// Keyboard trading's overlays (issue 21 §5): the command palette and the shortcuts help sheet. The
// app layer loads this feature as a chunk of its own when one of them opens; the registry and the
// key handler they use live in lib/commands.
export { CommandPalette, type CommandPaletteProps, type PaletteMarket } from './components/command-palette';
export { ShortcutsHelp } from './components/shortcuts-help';

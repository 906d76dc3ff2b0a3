// Issue 21 §5: keyboard trading. The commands a key can run, their default keys, the key-combo
// text a key press is stored as, and the `keyboardShortcuts` setting: only the keys the trader
// changed are stored (a command added later gets its default instead of invalidating the setting),
// and a setting that gives one key to two commands is refused, here and on the product service.
import { z } from 'zod/mini';

/**
 * The keys out of the box (our choice; the issue names none): letters that spell the action, the
 * arrows as on a ladder (up and down step the price, left and right move between the runners,
 * which stand side by side in the ladder view), the digits for the stake presets in the header's
 * order, Shift for the one that acts on the whole market's bets, brackets for the event's
 * neighbouring markets, and the usual `/` (search) and `?` (help).
 */
export const DEFAULT_SHORTCUTS = {
  back: 'B',
  lay: 'L',
  priceUp: 'ArrowUp',
  priceDown: 'ArrowDown',
  nextRunner: 'ArrowRight',
  previousRunner: 'ArrowLeft',
  stake1: '1',
  stake2: '2',
  stake3: '3',
  stake4: '4',
  stake5: '5',
  stake6: '6',
  stake7: '7',
  stake8: '8',
  stake9: '9',
  cancelAll: 'Shift+C',
  cashOut: 'O',
  hedge: 'H',
  greenUp: 'G',
  switchView: 'V',
  nextMarket: ']',
  previousMarket: '[',
  searchMarket: '/',
  help: '?',
} as const;

export type ShortcutCommand = keyof typeof DEFAULT_SHORTCUTS;

/** Every command a key can be bound to, in the order the help sheet and the settings list them. */
export const SHORTCUT_COMMANDS = Object.keys(DEFAULT_SHORTCUTS) as readonly ShortcutCommand[];

/** The stake preset a stakeN command picks (1-based, the header's order), or undefined. */
export function stakePresetNumber(command: ShortcutCommand): number | undefined {
  const match = /^stake([1-9])$/.exec(command);
  return match === null ? undefined : Number(match[1]);
}

/** What a key press is made of (a DOM KeyboardEvent has these fields). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly metaKey: boolean;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);
/** One character (a code point: a key's character is never a cluster of several). */
const isOneCharacter = (text: string): boolean =>
  text.length === 1 || (text.length === 2 && text.codePointAt(0)! > 0xffff);
const NAMED_KEY = /^(?:[A-Z][a-zA-Z]*[0-9]*|F[1-9][0-9]?)$/;

/**
 * The text of a key press: modifiers in the order Ctrl, Alt, Shift, Meta, then the key — a letter
 * upper-cased, another printable character as typed (Shift is then part of the character: `?`,
 * not `Shift+/`, whatever the keyboard layout), `Space`, or the key's name (`ArrowUp`, `F2`).
 * Undefined for a modifier pressed alone or a key with no name.
 */
export function keyComboOf(press: KeyPress): string | undefined {
  const { key } = press;
  if (key === '' || MODIFIER_KEYS.has(key) || key === 'Unidentified' || key === 'Dead') return undefined;
  const printable = isOneCharacter(key);
  const letter = printable && key.toLowerCase() !== key.toUpperCase();
  const name = key === ' ' ? 'Space' : letter ? key.toUpperCase() : key;
  const shift = press.shiftKey && (!printable || letter);
  const parts = [
    press.ctrlKey ? 'Ctrl' : '',
    press.altKey ? 'Alt' : '',
    shift ? 'Shift' : '',
    press.metaKey ? 'Meta' : '',
    name,
  ];
  return parts.filter((part) => part !== '').join('+');
}

/** The fixed keys of the command palette (Ctrl+K, or Cmd+K on a Mac): never rebound. */
export function opensCommandPalette(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k';
}

const COMBO = /^(?:Ctrl\+)?(?:Alt\+)?(?:Shift\+)?(?:Meta\+)?(.+)$/;

/** A key combo as keyComboOf writes it. */
export function isKeyCombo(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  const key = COMBO.exec(value)?.[1];
  if (key === undefined) return false;
  if (isOneCharacter(key)) {
    // A letter is stored upper-cased; any other character already says whether Shift was down.
    if (key.toLowerCase() !== key.toUpperCase()) return key === key.toUpperCase();
    return key.trim() !== '' && !value.includes('Shift+');
  }
  return key === 'Space' || NAMED_KEY.test(key);
}

export type ShortcutRefusal =
  { readonly kind: 'reserved' } | { readonly kind: 'conflict'; readonly command: ShortcutCommand };

/**
 * Keys that stay with the browser and the page: Tab, Enter, Space and Escape move focus, press
 * buttons and close dialogs (a trader without a mouse needs them), and Ctrl or Cmd combinations are
 * the browser's (Ctrl+K is the palette's).
 */
export function isReservedCombo(combo: string): boolean {
  if (combo.startsWith('Ctrl+') || combo.includes('Meta+')) return true;
  const key = COMBO.exec(combo)?.[1];
  return key === 'Tab' || key === 'Enter' || key === 'Escape' || key === 'Space';
}

/** Every command's key: the trader's where changed, else the default. */
export function effectiveShortcuts(
  changed: Partial<Readonly<Record<ShortcutCommand, string>>>,
): Record<ShortcutCommand, string> {
  return { ...DEFAULT_SHORTCUTS, ...changed };
}

/** The command a key combo runs, if any. */
export function commandOfCombo(
  shortcuts: Readonly<Record<ShortcutCommand, string>>,
  combo: string,
): ShortcutCommand | undefined {
  return SHORTCUT_COMMANDS.find((command) => shortcuts[command] === combo);
}

/**
 * The changed keys with `command` on `combo`, or why not: a reserved key, or a key another command
 * already has (the trader frees it first, so no key ever runs two commands).
 */
export function rebindShortcut(
  changed: Partial<Readonly<Record<ShortcutCommand, string>>>,
  command: ShortcutCommand,
  combo: string,
):
  | { readonly ok: true; readonly changed: Partial<Record<ShortcutCommand, string>> }
  | { readonly ok: false; readonly refusal: ShortcutRefusal } {
  if (!isKeyCombo(combo) || isReservedCombo(combo)) return { ok: false, refusal: { kind: 'reserved' } };
  const holder = commandOfCombo(effectiveShortcuts(changed), combo);
  if (holder !== undefined && holder !== command)
    return { ok: false, refusal: { kind: 'conflict', command: holder } };
  const next = Object.fromEntries(Object.entries(changed).filter(([name]) => name !== command));
  if (combo !== DEFAULT_SHORTCUTS[command]) next[command] = combo;
  return { ok: true, changed: next };
}

/**
 * A command whose key another command also has, if any: the one the trader changed (a default key
 * never clashes with another default), so the refusal names the field to fix.
 */
export function firstShortcutConflict(
  changed: Partial<Readonly<Record<ShortcutCommand, string>>>,
): ShortcutCommand | undefined {
  const shortcuts = effectiveShortcuts(changed);
  const holders = new Map<string, ShortcutCommand>();
  for (const command of SHORTCUT_COMMANDS) {
    const holder = holders.get(shortcuts[command]);
    if (holder !== undefined) return changed[holder] === undefined ? command : holder;
    holders.set(shortcuts[command], command);
  }
  return undefined;
}

const comboSchema = z.string().check(
  z.refine((value) => isKeyCombo(value) && !isReservedCombo(value), {
    error: 'must be a key such as B, Shift+C or ArrowUp, not Tab, Enter, Space, Escape, Ctrl or Cmd',
  }),
);

/** The keys the trader changed, by command; one key per command. */
export const keyboardShortcutsSchema = z
  .strictObject(Object.fromEntries(SHORTCUT_COMMANDS.map((command) => [command, z.optional(comboSchema)])))
  .check(
    z.superRefine((changed, context) => {
      const clash = firstShortcutConflict(changed);
      if (clash !== undefined)
        context.addIssue({ code: 'custom', path: [clash], message: 'uses a key another command has' });
    }),
  ) as unknown as z.ZodMiniType<Partial<Record<ShortcutCommand, string>>>;

/** Nothing changed: every command on its default key. */
export const DEFAULT_KEYBOARD_SHORTCUTS: Partial<Record<ShortcutCommand, string>> = {};

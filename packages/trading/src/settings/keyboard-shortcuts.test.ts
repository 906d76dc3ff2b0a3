import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import { en } from 'zod/locales';
import { DEFAULT_USER_SETTINGS } from './default-user-settings.js';
import {
  commandOfCombo,
  DEFAULT_SHORTCUTS,
  effectiveShortcuts,
  firstShortcutConflict,
  isKeyCombo,
  keyComboOf,
  opensCommandPalette,
  rebindShortcut,
  SHORTCUT_COMMANDS,
  stakePresetNumber,
} from './keyboard-shortcuts.js';
import { parseUserSettings, parseUserSettingsPatch } from './parse-user-settings.js';
import { repairUserSettings } from './repair-user-settings.js';

config(en());

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...modifiers,
});

describe('key combos', () => {
  it('name a key press the same whatever the letter case, with Shift only where the key does not show it', () => {
    expect(keyComboOf(press('b'))).toBe('B');
    expect(keyComboOf(press('C', { shiftKey: true }))).toBe('Shift+C');
    expect(keyComboOf(press('?', { shiftKey: true }))).toBe('?');
    expect(keyComboOf(press('ArrowUp', { shiftKey: true }))).toBe('Shift+ArrowUp');
    expect(keyComboOf(press('1', { altKey: true }))).toBe('Alt+1');
    expect(keyComboOf(press(' '))).toBe('Space');
    expect(keyComboOf(press('k', { ctrlKey: true }))).toBe('Ctrl+K');
    expect(keyComboOf(press('Shift', { shiftKey: true }))).toBeUndefined();
    expect(keyComboOf(press('Dead'))).toBeUndefined();
  });

  it('read back as valid combos, for any key a keyboard sends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 1 }),
          fc.constantFrom('ArrowUp', 'F12', 'PageDown', 'Home'),
        ),
        fc.boolean(),
        fc.boolean(),
        (key, altKey, shiftKey) => {
          const combo = keyComboOf(press(key, { altKey, shiftKey }));
          if (combo !== undefined && key.trim() !== '') expect(isKeyCombo(combo)).toBe(true);
        },
      ),
    );
    for (const bad of ['b', 'Shift+?', '', ' ', 'Shift+', 42, null])
      expect(isKeyCombo(bad), String(bad)).toBe(false);
  });

  it('open the palette with Ctrl+K or Cmd+K only', () => {
    expect(opensCommandPalette(press('k', { ctrlKey: true }))).toBe(true);
    expect(opensCommandPalette(press('K', { metaKey: true, shiftKey: true }))).toBe(true);
    expect(opensCommandPalette(press('k'))).toBe(false);
    expect(opensCommandPalette(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('the default keys', () => {
  it('give every command its own key, and the digits pick the stake presets', () => {
    expect(firstShortcutConflict({})).toBeUndefined();
    for (const command of SHORTCUT_COMMANDS)
      expect(isKeyCombo(DEFAULT_SHORTCUTS[command]), command).toBe(true);
    expect(commandOfCombo(DEFAULT_SHORTCUTS, '3')).toBe('stake3');
    expect(stakePresetNumber('stake9')).toBe(9);
    expect(stakePresetNumber('back')).toBeUndefined();
  });
});

describe('changing a key', () => {
  it('stores only what differs from the default', () => {
    const moved = rebindShortcut({}, 'back', 'Alt+B');
    expect(moved).toEqual({ ok: true, changed: { back: 'Alt+B' } });
    if (moved.ok) expect(rebindShortcut(moved.changed, 'back', 'B')).toEqual({ ok: true, changed: {} });
  });

  it('refuses a key another command has, naming it, and the reserved keys', () => {
    expect(rebindShortcut({}, 'back', 'L')).toEqual({
      ok: false,
      refusal: { kind: 'conflict', command: 'lay' },
    });
    expect(rebindShortcut({ lay: 'K' }, 'back', 'L')).toEqual({ ok: true, changed: { lay: 'K', back: 'L' } });
    for (const reserved of ['Tab', 'Enter', 'Escape', 'Space', 'Ctrl+B', 'Meta+B', 'Shift+Tab'])
      expect(rebindShortcut({}, 'back', reserved), reserved).toEqual({
        ok: false,
        refusal: { kind: 'reserved' },
      });
  });

  it('never gives one key to two commands, whatever the trader does', () => {
    const combos = fc.constantFrom('B', 'L', 'X', 'Alt+1', '1', 'ArrowUp', 'Shift+C', 'F2', '?');
    const command = fc.constantFrom(...SHORTCUT_COMMANDS);
    fc.assert(
      fc.property(fc.array(fc.tuple(command, combos), { maxLength: 30 }), (steps) => {
        let changed = {};
        for (const [name, combo] of steps) {
          const result = rebindShortcut(changed, name, combo);
          if (result.ok) changed = result.changed;
          expect(firstShortcutConflict(changed)).toBeUndefined();
          expect(parseUserSettingsPatch({ keyboardShortcuts: changed }).ok).toBe(true);
        }
        const keys = Object.values(effectiveShortcuts(changed));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('the keyboardShortcuts setting', () => {
  it('starts with every default key', () => {
    expect(DEFAULT_USER_SETTINGS.keyboardShortcuts).toEqual({});
    expect(parseUserSettings(DEFAULT_USER_SETTINGS).ok).toBe(true);
  });

  it('refuses clashes, unknown commands and keys that are not combos, naming the field', () => {
    const cases: Array<[unknown, string]> = [
      [{ back: 'L' }, 'keyboardShortcuts.back'],
      [{ back: 'b' }, 'keyboardShortcuts.back'],
      [{ back: 'Ctrl+B' }, 'keyboardShortcuts.back'],
      [{ fly: 'F' }, 'keyboardShortcuts'],
      [{ back: 3 }, 'keyboardShortcuts.back'],
      [['B'], 'keyboardShortcuts'],
    ];
    for (const [keyboardShortcuts, path] of cases) {
      const parse = parseUserSettingsPatch({ keyboardShortcuts });
      expect(parse.ok, JSON.stringify(keyboardShortcuts)).toBe(false);
      if (!parse.ok) expect(parse.errors[0]?.path).toBe(path);
    }
  });

  it('repairs to the defaults when stored before it existed or stored wrong', () => {
    const { keyboardShortcuts: _omitted, ...older } = DEFAULT_USER_SETTINGS;
    expect(repairUserSettings(older)).toEqual(DEFAULT_USER_SETTINGS);
    expect(
      repairUserSettings({ ...DEFAULT_USER_SETTINGS, keyboardShortcuts: { back: 'L' } }).keyboardShortcuts,
    ).toEqual({});
    expect(
      repairUserSettings({ ...DEFAULT_USER_SETTINGS, keyboardShortcuts: { back: 'Alt+B' } })
        .keyboardShortcuts,
    ).toEqual({ back: 'Alt+B' });
  });
});

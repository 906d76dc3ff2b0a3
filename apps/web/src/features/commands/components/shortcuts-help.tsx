// Issue 21 §5: the help sheet (`?`, or "Keyboard shortcuts" in the palette): every command with the
// trader's key for it, and the palette's fixed Ctrl/Cmd+K.
import { DEFAULT_SHORTCUTS, SHORTCUT_COMMANDS } from '@greenbook/trading';
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { useCommandTexts } from '@/lib/commands/texts';
import { keyLabel } from '@/lib/commands/shortcut-hint';
import { useSetting } from '@/lib/storage/settings-store';
import styles from './shortcuts-help.module.css';

export function ShortcutsHelp({ onClose }: { readonly onClose: () => void }) {
  const texts = useCommandTexts();
  const changed = useSetting('keyboardShortcuts');
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={texts.help.title}
        description={texts.help.intro}
        actions={
          <DialogClose asChild>
            <Button variant="secondary">{texts.help.close}</Button>
          </DialogClose>
        }
      >
        <div className={styles.sheet}>
          <Table caption={texts.help.title} hideCaption>
            <thead>
              <tr>
                <th scope="col">{texts.help.command}</th>
                <th scope="col">{texts.help.key}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{texts.help.palette}</td>
                <td>
                  <kbd>Ctrl+K</kbd> / <kbd>⌘K</kbd>
                </td>
              </tr>
              {SHORTCUT_COMMANDS.map((command) => (
                <tr key={command}>
                  <td>{texts.commands[command]}</td>
                  <td>
                    <kbd>{keyLabel(changed[command] ?? DEFAULT_SHORTCUTS[command])}</kbd>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <p className={styles.note}>{texts.help.settings}</p>
      </DialogContent>
    </DialogRoot>
  );
}

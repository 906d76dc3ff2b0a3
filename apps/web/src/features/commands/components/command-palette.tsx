// Issue 21 §5: the command palette (Ctrl/Cmd+K, `/`). Lists the commands available on the screen
// shown (the registry's, each with its key) matching the text, and from three characters the
// markets the exchange finds for it (the header search's query, the most traded first); Enter
// runs the command or opens the market. The palette closes first, so a command that opens a
// dialog (a bet's confirmation) is not behind it.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_SHORTCUTS, SHORTCUT_COMMANDS, type ShortcutCommand } from '@greenbook/trading';
import { CommandMenu, type CommandMenuItem } from '@/components/ui/command-menu';
import { DialogContent, DialogRoot } from '@/components/ui/dialog';
import { runCommand, useCommandRegistry } from '@/lib/commands/command-registry';
import { useCommandTexts } from '@/lib/commands/texts';
import { keyLabel } from '@/lib/commands/shortcut-hint';
import { useSetting } from '@/lib/storage/settings-store';

/** A market the search found. */
export interface PaletteMarket {
  readonly eventId: string;
  readonly marketId: string;
  readonly eventName: string;
  readonly marketName: string;
}

export interface CommandPaletteProps {
  /** The markets matching the text (the app passes the search feature's call). */
  readonly findMarkets: (text: string) => Promise<readonly PaletteMarket[]>;
  readonly onClose: () => void;
}

/** Markets are looked for once the text has this many characters and has been still a moment. */
const MARKET_SEARCH_MIN_CHARACTERS = 3;
const MARKET_SEARCH_PAUSE_MS = 300;
const MARKETS_SHOWN = 8;

type MarketSearch =
  | { readonly state: 'idle' | 'searching' | 'failed' }
  | { readonly state: 'done'; readonly markets: readonly PaletteMarket[] };

// One object each, so the list built from them stays the same list (its active option with it).
const IDLE: MarketSearch = { state: 'idle' };
const SEARCHING: MarketSearch = { state: 'searching' };

function useMarketSearch(text: string, findMarkets: CommandPaletteProps['findMarkets']): MarketSearch {
  // The answer is kept with the text it answers: a newer text reads as still searching.
  const [answer, setAnswer] = useState<{ readonly text: string; readonly search: MarketSearch }>();
  const wanted = text.trim().length >= MARKET_SEARCH_MIN_CHARACTERS;
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      findMarkets(text).then(
        (markets) =>
          current && setAnswer({ text, search: { state: 'done', markets: markets.slice(0, MARKETS_SHOWN) } }),
        () => current && setAnswer({ text, search: { state: 'failed' } }),
      );
    }, MARKET_SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, wanted, findMarkets]);
  if (!wanted) return IDLE;
  return answer?.text === text ? answer.search : SEARCHING;
}

export function CommandPalette({ findMarkets, onClose }: CommandPaletteProps) {
  const texts = useCommandTexts();
  const navigate = useNavigate();
  const available = useCommandRegistry((state) => state.available);
  const changed = useSetting('keyboardShortcuts');
  const [text, setText] = useState('');
  const search = useMarketSearch(text, findMarkets);

  const items = useMemo<CommandMenuItem[]>(() => {
    const wanted = text.trim().toLowerCase();
    const commands = SHORTCUT_COMMANDS.filter(
      (command) =>
        command !== 'searchMarket' &&
        available.has(command) &&
        texts.commands[command].toLowerCase().includes(wanted),
    ).map((command) => ({
      id: `command:${command}`,
      label: texts.commands[command],
      detail: keyLabel(changed[command] ?? DEFAULT_SHORTCUTS[command]),
    }));
    const found = (search.state === 'done' ? search.markets : []).map((market) => ({
      id: `market:${market.eventId}/${market.marketId}`,
      label: texts.palette.openMarket(market.eventName, market.marketName),
      group: texts.palette.markets,
    }));
    return [...commands, ...found];
  }, [available, changed, search, text, texts]);

  const run = (id: string) => {
    onClose();
    const [kind, value = ''] = id.split(/:(.*)/s);
    if (kind === 'market') void navigate(`/market/${value}`);
    else runCommand(value as ShortcutCommand);
  };
  const status =
    search.state === 'searching'
      ? texts.palette.searching
      : search.state === 'failed'
        ? texts.palette.searchFailed
        : items.length === 0
          ? texts.palette.noMatch
          : texts.palette.hint;

  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={texts.palette.title}>
        <CommandMenu
          label={texts.palette.input}
          listLabel={texts.palette.list}
          placeholder={texts.palette.placeholder}
          text={text}
          onTextChange={setText}
          items={items}
          onRun={run}
          status={status}
        />
      </DialogContent>
    </DialogRoot>
  );
}

// The command palette composed (issue 21 §5): the palette of features/commands with the market
// search of features/search (features never import each other). Its own chunk, loaded when the
// palette first opens.
import { useCallback } from 'react';
import { CommandPalette, type PaletteMarket } from '@/features/commands';
import { searchMarkets, textQueryFor } from '@/features/search/market-search';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';

export function CommandPaletteHost({ onClose }: { readonly onClose: () => void }) {
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const findMarkets = useCallback(
    async (text: string): Promise<readonly PaletteMarket[]> => {
      const textQuery = textQueryFor(text);
      return textQuery === undefined ? [] : searchMarkets(client, textQuery, locale);
    },
    [client, locale],
  );
  return <CommandPalette findMarkets={findMarkets} onClose={onClose} />;
}

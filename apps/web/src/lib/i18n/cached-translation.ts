// Translations for components the stream redraws many times a second (the grid's rows and price
// cells): i18next's t takes tens of microseconds a call (option handling, lookup, interpolation),
// and it was a fifth of the grid's React work in bench:web (BENCH_WEB_VIEW=grid). A text with the
// same key and values is made once per language and shared by every component that asks for it.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts kept per language before the cache starts again (prices and sizes vary without end). */
const MAX_CACHED_TEXTS = 5_000;

type Translate = (key: string, options?: Record<string, unknown>) => unknown;

/** The texts made so far, for the one language last asked for. */
let cache: { language: string; texts: Map<string, string> } = { language: '', texts: new Map() };

/** `t` (react-i18next's, fixed to a language) with its results remembered. */
function cachedT(t: TFunction): TFunction {
  const language = (t as unknown as { lng?: unknown }).lng;
  // A t not fixed to one language follows i18next's current one: nothing to key its texts by.
  if (typeof language !== 'string') return t;
  return ((key: string, options?: Record<string, unknown>) => {
    if (cache.language !== language) cache = { language, texts: new Map() };
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = cache.texts.get(id);
    if (text === undefined) {
      if (cache.texts.size >= MAX_CACHED_TEXTS) cache.texts.clear();
      text = String((t as unknown as Translate)(key, options));
      cache.texts.set(id, text);
    }
    return text;
  }) as unknown as TFunction;
}

/** useTranslation's `t`, remembering each text it made (see above). */
export function useCachedTranslation(): { t: TFunction } {
  const { t } = useTranslation();
  // The same function while the language stays, so effects that draw with it keep their subscription.
  return { t: useMemo(() => cachedT(t), [t]) };
}

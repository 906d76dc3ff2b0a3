// The exchange's sports (listEventTypes) as select options, for every sport selector: the sidebar's
// homepage-sports settings and the home page's slots read the same cached answer.
import { sportName, sportNameLanguage } from '@greenbook/trading';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';

const HOUR_MS = 60 * 60_000;

export interface SportOption {
  readonly value: string;
  readonly label: string;
}

/** The sports of a listEventTypes answer by name; anything malformed in it is left out. */
export function sportOptions(answer: unknown): SportOption[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .map((item: unknown) => (item as { eventType?: { id?: unknown; name?: unknown } } | null)?.eventType)
    .filter((type) => typeof type?.id === 'string' && typeof type.name === 'string' && type.name !== '')
    .map((type) => ({ value: String(type?.id), label: String(type?.name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Every sport the exchange lists (none while loading, failed or signed out). */
export function useSportOptions(): SportOption[] {
  const client = useOptionalExchangeClient();
  const eventTypes = useQuery({
    queryKey: ['event-types'],
    queryFn: () => client!.api.betting('listEventTypes', { filter: {} }),
    enabled: client !== undefined,
    staleTime: HOUR_MS,
  });
  return sportOptions(eventTypes.data);
}

/**
 * A sport's name as the trader reads it: in the interface language where the product knows it (the
 * sidebar's navigation uses the same table), else as the exchange names it. Settings keep the
 * exchange's name; only what is shown is translated, so a change of language changes every label.
 */
export function useSportName(): (eventTypeId: string, exchangeName: string) => string {
  const { i18n } = useTranslation();
  const language = sportNameLanguage(i18n.language);
  return useCallback(
    (eventTypeId, exchangeName) => sportName(eventTypeId, exchangeName, language),
    [language],
  );
}

/** Options as shown: each sport named in the interface language, in that language's order. */
export function shownSportOptions(
  options: readonly SportOption[],
  nameOf: (eventTypeId: string, exchangeName: string) => string,
): SportOption[] {
  return options
    .map((option) => ({ value: option.value, label: nameOf(option.value, option.label) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The current choice kept among the options even before (or without) the exchange's list. */
export function optionsWith(current: SportOption, listed: readonly SportOption[]): SportOption[] {
  return listed.some((option) => option.value === current.value) ? [...listed] : [current, ...listed];
}

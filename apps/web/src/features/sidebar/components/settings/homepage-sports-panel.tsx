// account-and-product §2/§3 homepage slots: the two minor-sport slots (any sport the exchange lists
// but racing) and the racing slot with its country tab (GB+IE or one country with races).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_HORSE_COUNTRY,
  HORSE_COUNTRY_PATTERN,
  isHorseEventType,
  type HomepageSlot,
  type HomepageSlots,
} from '@greenbook/trading';
import type { SelectOption } from '@/components/ui/select';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { optionsWith, shownSportOptions, useSportName, useSportOptions } from '@/lib/exchange/sport-options';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingSelect } from '@/components/settings/setting-select';
import { SettingsPanel } from './settings-panel';

const HOUR_MS = 60 * 60_000;

/** The country codes of a listCountries answer that a racing slot can hold. */
function countryOptions(answer: unknown): SelectOption[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .map((item: unknown) => (item as { countryCode?: unknown } | null)?.countryCode)
    .filter((code): code is string => typeof code === 'string' && HORSE_COUNTRY_PATTERN.test(code))
    .sort()
    .map((code) => ({ value: code, label: code }));
}

const oneOf =
  (options: readonly SelectOption[]) =>
  (value: unknown): value is string =>
    options.some((option) => option.value === value);

export function HomepageSportsPanel() {
  const { t } = useTranslation();
  const client = useOptionalExchangeClient();
  const slots = useSetting('homepageSlots');
  const racingId = slots.horseRacing.eventTypeId;
  const racingCountries = useQuery({
    queryKey: ['racing-countries', racingId],
    queryFn: () => client!.api.betting('listCountries', { filter: { eventTypeIds: [racingId] } }),
    enabled: client !== undefined,
    staleTime: HOUR_MS,
  });
  const listed = useSportOptions();
  const nameOf = useSportName();
  const sports = listed.filter((option) => !isHorseEventType(option.value));
  const racing = listed.filter((option) => isHorseEventType(option.value));
  const country = slots.horseRacing.country;
  const countries = optionsWith(
    { value: country, label: country },
    optionsWith(
      { value: DEFAULT_HORSE_COUNTRY, label: DEFAULT_HORSE_COUNTRY },
      countryOptions(racingCountries.data),
    ),
  );
  const save = (patch: Partial<HomepageSlots>) =>
    useSettingsStore.getState().update({ homepageSlots: { ...slots, ...patch } });
  const slotOf = (options: readonly SelectOption[], id: string): HomepageSlot => ({
    eventTypeId: id,
    eventTypeName: options.find((option) => option.value === id)?.label ?? id,
  });
  const slotSelect = (name: 'first' | 'second', label: string) => {
    const options = optionsWith({ value: slots[name].eventTypeId, label: slots[name].eventTypeName }, sports);
    return (
      <SettingSelect
        label={label}
        value={slots[name].eventTypeId}
        options={shownSportOptions(options, nameOf)}
        isValid={oneOf(options)}
        onChange={(id) => save({ [name]: slotOf(options, id) })}
      />
    );
  };
  const racingOptions = optionsWith({ value: racingId, label: slots.horseRacing.eventTypeName }, racing);
  return (
    <SettingsPanel title={t('settings.homepage.title')}>
      {slotSelect('first', t('settings.homepage.first'))}
      {slotSelect('second', t('settings.homepage.second'))}
      <SettingSelect
        label={t('settings.homepage.racing')}
        value={racingId}
        options={shownSportOptions(racingOptions, nameOf)}
        isValid={oneOf(racingOptions)}
        onChange={(id) => save({ horseRacing: { ...slots.horseRacing, ...slotOf(racingOptions, id) } })}
      />
      <SettingSelect
        label={t('settings.homepage.country')}
        value={country}
        options={countries}
        isValid={oneOf(countries)}
        onChange={(chosen) => save({ horseRacing: { ...slots.horseRacing, country: chosen } })}
      />
    </SettingsPanel>
  );
}

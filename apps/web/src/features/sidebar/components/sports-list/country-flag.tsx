// trading-core §2 Sports List: a race's country flag, as the design system's country-code badge
// (components/ui/country-code.tsx says why not an emoji flag), named with the country's name in
// the interface language.
import { useTranslation } from 'react-i18next';
import { CountryCode, countryName, isoCountryCode } from '@/components/ui/country-code';

export function CountryFlag({ countryCode }: { readonly countryCode: string }) {
  const { t, i18n } = useTranslation();
  const code = isoCountryCode(countryCode);
  if (code === undefined) return null;
  return (
    <CountryCode code={code} label={t('sportsList.country', { country: countryName(code, i18n.language) })} />
  );
}

// trading-core §2 Sports List: a race's country flag. Drawn as the design system's Badge with the
// two-letter code, named with the country's name in the interface language: an emoji flag would
// render as two boxes on machines without a colour-emoji font.
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // a code Intl does not know keeps its letters as the name
  }
}

export function CountryFlag({ countryCode }: { readonly countryCode: string }) {
  const { t, i18n } = useTranslation();
  if (!/^[A-Z]{2}$/.test(countryCode)) return null;
  return (
    <Badge label={t('sportsList.country', { country: countryName(countryCode, i18n.language) })}>
      {countryCode}
    </Badge>
  );
}

// Translates a spec text coming from the packages (see model/spec-texts.ts); an unknown text is
// shown as it came.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { specTextKey } from '../model/spec-texts';

export function useSpecText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const found = specTextKey(text);
      return found === undefined ? text : `${t(`betting.texts.${found.key}`)}${found.rest}`;
    },
    [t],
  );
}

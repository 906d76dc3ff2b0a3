// The dead-man's switch texts in the interface language (issue 21 §3). Imported only by the switch's
// lazy chunks, so both languages travel with them and never with the first load.
import { useTranslation } from 'react-i18next';
import { enDeadMansSwitch, type DeadMansSwitchTexts } from '../i18n/en-dead-mans-switch';
import { ptDeadMansSwitch } from '../i18n/pt-dead-mans-switch';

export function deadMansSwitchTexts(language: string | undefined): DeadMansSwitchTexts {
  return language === 'pt' ? ptDeadMansSwitch : enDeadMansSwitch;
}

/** The texts of the language shown now; re-renders when the trader switches language. */
export function useDeadMansSwitchTexts(): DeadMansSwitchTexts {
  const { i18n } = useTranslation();
  return deadMansSwitchTexts(i18n.resolvedLanguage ?? i18n.language);
}

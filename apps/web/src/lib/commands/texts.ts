// Keyboard trading's texts in the interface language (issue 21 §5). Imported only by the lazy
// chunks of the palette, the help sheet and the settings panel, so both languages travel with them.
import { useTranslation } from 'react-i18next';
import { enCommands, type CommandTexts } from '../i18n/en-commands';
import { ptCommands } from '../i18n/pt-commands';

/** The texts of the language shown now; re-renders when the trader switches language. */
export function useCommandTexts(): CommandTexts {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'pt' ? ptCommands : enCommands;
}

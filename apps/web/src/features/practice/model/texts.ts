// The practice texts in the interface language: both languages travel with the practice chunks,
// never with the first load.
import { useTranslation } from 'react-i18next';
import { enPractice, type PracticeTexts } from '@/lib/i18n/en-practice';
import { ptPractice } from '@/lib/i18n/pt-practice';

export function usePracticeTexts(): PracticeTexts {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'pt' ? ptPractice : enPractice;
}

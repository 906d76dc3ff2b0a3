// The execution receipts' texts in the interface language (issue 21 §2). Imported only by the
// receipts' lazy chunk, so both languages travel with it and never with the first load.
import { useTranslation } from 'react-i18next';
import { enExecutionReceipts, type ExecutionReceiptsTexts } from '../i18n/en-execution-receipts';
import { ptExecutionReceipts } from '../i18n/pt-execution-receipts';

export function useExecutionReceiptsTexts(): ExecutionReceiptsTexts {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'pt' ? ptExecutionReceipts : enExecutionReceipts;
}

// trading-core §5 "Other settings": a value a settings control should never produce (a tampered
// page, a stale option) changes nothing and tells the trader to reload.
import i18next from 'i18next';
import { notify } from '@/lib/toasts/notify';

export function refuseInvalidInput(): void {
  notify('error', i18next.t('betting.texts.invalidInput'));
}

// trading-core §2: the popup after a ladder bet. Popups queue; one shows at a time and closes by
// itself after a few seconds or with its button.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LadderPopup } from '../model/ladder-bets';
import { formatMoney } from '../model/format';
import styles from './ladder.module.css';

export const LADDER_POPUP_MS = 4000;

interface LadderPopupViewProps {
  readonly popup: LadderPopup;
  readonly runnerName: string;
  readonly sideName: string;
  readonly onClose: (id: number) => void;
}

export function LadderPopupView({ popup, runnerName, sideName, onClose }: LadderPopupViewProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onClose(popup.id), LADDER_POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup.id, onClose]);
  const { outcome } = popup;
  return (
    <div
      role="status"
      className={`${styles['popup']} ${outcome.ok ? styles['popupOk'] : styles['popupFailed']}`}
    >
      <strong>{t(outcome.ok ? 'ladder.popup.placed' : 'ladder.popup.failed')}</strong>
      <span>
        {t('ladder.popup.bet', { side: sideName, runner: runnerName, price: popup.price })}
        {outcome.stake !== undefined &&
          ` · ${t('ladder.popup.stake', { stake: formatMoney(outcome.stake) })}`}
      </span>
      {outcome.message !== undefined && <span>{outcome.message}</span>}
      <button type="button" onClick={() => onClose(popup.id)}>
        {t('ladder.popup.close')}
      </button>
    </div>
  );
}

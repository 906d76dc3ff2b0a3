// trading-core §2 This Market "market rules": the exchange's rules HTML, sanitised.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeRules } from '../model/sanitize-rules';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

export function MarketRules({ rules }: { readonly rules: string | undefined }) {
  const { t } = useTranslation();
  const safe = useMemo(() => (rules === undefined ? '' : sanitizeRules(rules)), [rules]);
  return (
    <SidebarContainer name="rules" title={t('thisMarket.rules')}>
      {safe === '' ? (
        <p className={styles['empty']}>{t('thisMarket.noRules')}</p>
      ) : (
        <div className={styles['rules']} dangerouslySetInnerHTML={{ __html: safe }} />
      )}
    </SidebarContainer>
  );
}

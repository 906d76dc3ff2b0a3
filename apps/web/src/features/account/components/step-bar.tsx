// account-and-product §2 'Upgrade page': the three-step bar (payment details, invoice details
// (optional), summary). During the beta the form is the payment step (the e-mail is all it asks),
// and a successful upgrade goes straight to the summary: the optional invoice step is skipped.
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

export type UpgradeStep = 'payment' | 'summary';

export function StepBar({ current }: { readonly current: UpgradeStep }) {
  const { t } = useTranslation();
  const done = current === 'summary';
  const steps = [
    { name: t('store.stepPayment'), state: done ? 'done' : 'current' },
    { name: t('store.stepInvoice'), state: done ? 'skipped' : 'todo' },
    { name: t('store.stepSummary'), state: done ? 'current' : 'todo' },
  ] as const;
  return (
    <ol className={styles.steps} aria-label={t('store.steps')}>
      {steps.map(({ name, state }) => (
        <li
          key={name}
          className={[
            styles.step,
            state === 'current' ? styles.stepCurrent : '',
            state === 'done' ? styles.stepDone : '',
          ]
            .filter(Boolean)
            .join(' ')}
          {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}
        >
          {state === 'done'
            ? t('store.stepDone', { step: name })
            : state === 'skipped'
              ? t('store.stepSkipped', { step: name })
              : name}
        </li>
      ))}
    </ol>
  );
}

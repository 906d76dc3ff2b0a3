// trading-core §3 'Horse metadata' shown in full: every detail the catalogue gave for one runner,
// labelled, and the form figures with what each one means (form.ts). Text goes through React, so
// nothing from the exchange reaches the page as HTML.
import { useTranslation } from 'react-i18next';
import { formRuns, type FormOutcome } from '@/lib/racing/form';
import type { Parentage, RacingRunner, RunnerWeight } from '@/lib/racing/runner-metadata';
import { SilkImage } from './silk-image';
import styles from './racing.module.css';

export interface RunnerDetailsPanelProps {
  readonly runner: RacingRunner;
  readonly runnerName: string;
  readonly greyhounds: boolean;
}

const parentageText = ({ name, bred }: Parentage): string =>
  bred === undefined ? name : `${name} (${bred})`;

function weightText({ carried, value, units }: RunnerWeight): string {
  const figure = value === undefined || units === undefined ? undefined : `${value} ${units}`;
  if (carried === undefined) return figure ?? '';
  return figure === undefined ? carried : `${carried} (${figure})`;
}

/** The tone a form figure is drawn in: a win, a place in the first three, a run that ended early. */
function tone(outcome: FormOutcome): string {
  switch (outcome.kind) {
    case 'won':
      return 'won';
    case 'placed':
      return outcome.position <= 3 ? 'placed' : 'ran';
    case 'outsideTopTen':
      return 'ran';
    case 'seasonBreak':
    case 'twoSeasonBreak':
      return 'break';
    default:
      return 'incident';
  }
}

export function RunnerDetailsPanel({ runner, runnerName, greyhounds }: RunnerDetailsPanelProps) {
  const { t } = useTranslation();
  const outcomeText = (outcome: FormOutcome): string =>
    outcome.kind === 'placed'
      ? t('racing.outcomes.placed', { position: outcome.position })
      : t(`racing.outcomes.${outcome.kind}`);
  const rows: Array<readonly [string, string]> = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') rows.push([label, value]);
  };
  add(t(greyhounds ? 'racing.trap' : 'racing.clothNumber'), runner.clothNumber);
  add(t('racing.jockey'), runner.jockey);
  add(t('racing.trainer'), runner.trainer);
  add(t('racing.age'), runner.age?.toString());
  add(t('racing.bred'), runner.bred);
  add(t('racing.weight'), runner.weight && weightText(runner.weight));
  add(t('racing.officialRating'), runner.officialRating?.toString());
  add(
    t('racing.daysSinceLastRun'),
    runner.daysSinceLastRun === undefined
      ? undefined
      : t('racing.daysAgo', { count: runner.daysSinceLastRun }),
  );
  add(t('racing.sire'), runner.sire && parentageText(runner.sire));
  add(t('racing.dam'), runner.dam && parentageText(runner.dam));
  add(t('racing.wearing'), runner.wearing);
  // A greyhound's trap is its cloth number, shown above.
  if (!greyhounds) add(t('racing.stallDraw'), runner.stallDraw?.toString());

  return (
    <div className={styles.panel}>
      <h4 className={styles.panelTitle}>
        {runner.silkUrl !== undefined && (
          <SilkImage src={runner.silkUrl} alt={t('racing.silk', { runner: runnerName })} size="large" />
        )}
        <span>{runnerName}</span>
      </h4>
      {rows.length > 0 && (
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {runner.form !== undefined && (
        <div className={styles.form}>
          <h5 className={styles.formTitle}>
            {t('racing.form')} <span className={styles.formString}>{runner.form}</span>
          </h5>
          <p className={styles.formOrder}>{t('racing.formOrder')}</p>
          <ol className={styles.runs}>
            {formRuns(runner.form).map((run, index) => (
              <li key={index} className={styles.run}>
                <span className={styles.figure} data-tone={tone(run.outcome)} aria-hidden="true">
                  {run.figure}
                </span>
                <span>{outcomeText(run.outcome)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

// The practice report (issue 21 §1): the P&L and balance, the average time from click to match,
// the P&L over the replay as a chart, and every bet with its fills.
import { Table, NumericCell } from '@/components/ui/table';
import type { PracticeReport } from '../api/practice-api';
import { formatMoney, formatRecordedTime, formatSeconds } from '../model/practice-format';
import { usePracticeTexts } from '../model/texts';
import { PnlChart } from './pnl-chart';
import styles from './practice.module.css';

export function PracticeReportView({ report }: { readonly report: PracticeReport }) {
  const texts = usePracticeTexts();
  const money = (cents: number) => formatMoney(cents, report.currencyCode);
  const tone = report.pnlCents > 0 ? styles.win : report.pnlCents < 0 ? styles.lose : undefined;
  return (
    <section aria-labelledby="practice-report" className={styles.card}>
      <h2 id="practice-report">{texts.reportTitle}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{texts.profitAndLoss}</dt>
          <dd className={tone} data-testid="practice-pnl">
            {money(report.pnlCents)}
          </dd>
          <dd className={styles.time}>{report.settled ? texts.settled : texts.notSettled}</dd>
        </div>
        <div>
          <dt>{texts.balance}</dt>
          <dd>{money(report.balanceCents)}</dd>
        </div>
        <div>
          <dt>{texts.betsCount}</dt>
          <dd>{report.bets.length}</dd>
        </div>
        <div>
          <dt>{texts.averageToMatch}</dt>
          <dd data-testid="practice-average-to-match">
            {report.averageTimeToMatchMs === undefined
              ? texts.noMatch
              : texts.seconds(formatSeconds(report.averageTimeToMatchMs))}
          </dd>
        </div>
      </dl>
      <h3>{texts.chartTitle}</h3>
      <PnlChart points={report.pnl} currencyCode={report.currencyCode} />
      <h3>{texts.betsTitle}</h3>
      {report.bets.length === 0 ? (
        <p>{texts.noBets}</p>
      ) : (
        <div className={styles.tableWrap}>
          <Table caption={texts.betsTitle} hideCaption>
            <thead>
              <tr>
                <th scope="col">{texts.placed}</th>
                <th scope="col">{texts.selection}</th>
                <th scope="col">{texts.side}</th>
                <th scope="col">{texts.odds}</th>
                <th scope="col">{texts.stake}</th>
                <th scope="col">{texts.matched}</th>
                <th scope="col">{texts.toMatch}</th>
                <th scope="col">{texts.fills}</th>
              </tr>
            </thead>
            <tbody>
              {report.bets.map((bet) => (
                <tr key={bet.betId}>
                  <td>{formatRecordedTime(bet.placedAt)}</td>
                  <td>{bet.runnerName}</td>
                  <td>{bet.side === 'BACK' ? texts.back : texts.lay}</td>
                  <NumericCell>{bet.price}</NumericCell>
                  <NumericCell>{money(bet.sizeCents)}</NumericCell>
                  <NumericCell>{money(bet.matchedCents)}</NumericCell>
                  <NumericCell>
                    {bet.timeToMatchMs === undefined ? '—' : texts.seconds(formatSeconds(bet.timeToMatchMs))}
                  </NumericCell>
                  <td>
                    <ul className={styles.fills}>
                      {bet.fills.map((fill, index) => (
                        <li key={index}>
                          {texts.fill(money(fill.sizeCents), fill.price, formatRecordedTime(fill.at))}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

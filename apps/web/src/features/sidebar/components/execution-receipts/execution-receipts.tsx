// Issue 21 §2: the execution receipts of a market (This Market, newest first) and the receipt of
// one bet — its steps with the time since the click and the latency of each, and the slippage of
// the average matched price from the clicked one (positive better, negative worse for the trader).
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogRoot } from '@/components/ui/dialog';
import { NumericCell, Table } from '@/components/ui/table';
import { dateLocale } from '@/lib/format/date-locale';
import type { ExecutionReceiptsTexts } from '@/lib/i18n/en-execution-receipts';
import {
  useReceiptsStore,
  type ExecutionReceipt,
  type ReceiptStep,
} from '@/lib/execution-receipts/receipt-store';
import { useExecutionReceiptsTexts } from '@/lib/execution-receipts/texts';
import { useOpenReceiptStore } from '../../model/open-receipt-store';
import {
  priceChangedInDialog,
  receiptSlippage,
  receiptStatus,
  signed,
  timedSteps,
} from '../../model/receipt-view';
import tabStyles from '../this-market.module.css';
import styles from './execution-receipts.module.css';

const NONE: readonly ExecutionReceipt[] = [];

const money = (size: number | undefined) => (size ?? 0).toFixed(2);

function betText(receipt: ExecutionReceipt, texts: ExecutionReceiptsTexts): string {
  return texts.bet(texts.sides[receipt.side], receipt.runnerName, receipt.price);
}

interface ReceiptRowProps {
  readonly marketId: string;
  readonly receipt: ExecutionReceipt;
  readonly texts: ExecutionReceiptsTexts;
  readonly onOpen: (marketId: string, receiptId: number) => void;
}

/**
 * One receipt of the list, memoised on the receipt: the store replaces a receipt's object when a
 * step is added, so a new bet or fill redraws its own row, not the hundred kept (issue 21 §6).
 */
const ReceiptRow = memo(function ReceiptRow({ marketId, receipt, texts, onOpen }: ReceiptRowProps) {
  const acknowledged = receipt.steps.find((step) => step.kind === 'acknowledged');
  return (
    <li>
      <button
        type="button"
        className={styles['open']}
        data-side={receipt.side}
        aria-label={texts.open(betText(receipt, texts))}
        onClick={() => onOpen(marketId, receipt.id)}
      >
        <span className={styles['bet']}>{betText(receipt, texts)}</span>
        <span className={tabStyles['muted']}>{texts.status[receiptStatus(receipt)]}</span>
        {acknowledged !== undefined && (
          <span className={styles['figure']}>
            {texts.ms(Math.round(acknowledged.at - receipt.steps[0]!.at))}
          </span>
        )}
      </button>
    </li>
  );
});

export function ReceiptList({ marketId }: { readonly marketId: string }) {
  const texts = useExecutionReceiptsTexts();
  const id = useId();
  const receipts = useReceiptsStore((state) => state.byMarket[marketId]) ?? NONE;
  const show = useOpenReceiptStore((state) => state.show);
  return (
    <section className={tabStyles['container']} aria-labelledby={id}>
      <div className={tabStyles['containerBar']}>
        <h3 id={id} className={tabStyles['containerTitle']}>
          {texts.title}
        </h3>
      </div>
      <div className={tabStyles['containerBody']}>
        <ol className={styles['list']}>
          {[...receipts].reverse().map((receipt) => (
            <ReceiptRow key={receipt.id} marketId={marketId} receipt={receipt} texts={texts} onOpen={show} />
          ))}
        </ol>
        <p className={tabStyles['muted']}>{texts.kept}</p>
      </div>
    </section>
  );
}

function stepText(step: ReceiptStep, receipt: ExecutionReceipt, texts: ExecutionReceiptsTexts): string {
  const { steps } = texts;
  switch (step.kind) {
    case 'clicked':
      return steps.clicked(receipt.clickedPrice);
    case 'confirmed':
      return priceChangedInDialog(receipt) ? steps.confirmedAt(receipt.price) : steps.confirmed;
    case 'sent':
      return steps.sent;
    case 'delay':
      return step.seconds === undefined || step.seconds === 0 ? steps.passive : steps.delay(step.seconds);
    case 'acknowledged':
      return steps.acknowledged;
    case 'partial':
      return steps.partial(money(step.sizeMatched), String(step.averagePrice ?? receipt.price));
    case 'matched':
      return steps.matched(money(step.sizeMatched), String(step.averagePrice ?? receipt.price));
    case 'cancelled':
      return steps.cancelled(money(step.size));
    case 'lapsed':
      return steps.lapsed(money(step.size));
    case 'voided':
      return steps.voided(money(step.size));
    case 'failed':
      return steps.failed(step.message ?? '');
    case 'unknown':
      return steps.unknown(step.message ?? '');
  }
}

function SlippageLine({ receipt, texts }: { receipt: ExecutionReceipt; texts: ExecutionReceiptsTexts }) {
  const slippage = receiptSlippage(receipt);
  if (slippage === undefined) return null;
  const asked = priceChangedInDialog(receipt) ? 'asked' : 'clicked';
  const tone = slippage.price > 0 ? 'better' : slippage.price < 0 ? 'worse' : 'none';
  const text =
    tone === 'none'
      ? texts.slippageNone(asked)
      : (tone === 'better' ? texts.slippageBetter : texts.slippageWorse)(
          signed(slippage.ticks),
          signed(slippage.price),
          asked,
        );
  return (
    <p className={styles['slippage']} data-tone={tone}>
      <strong>{texts.slippage}:</strong> {text}
    </p>
  );
}

export function ReceiptDialog({ marketId, id }: { readonly marketId: string; readonly id: number }) {
  const texts = useExecutionReceiptsTexts();
  const { i18n } = useTranslation();
  const receipt = useReceiptsStore((state) => state.byMarket[marketId]?.find((r) => r.id === id));
  const close = useOpenReceiptStore((state) => state.close);
  if (receipt === undefined) return null;
  const clock = new Intl.DateTimeFormat(dateLocale(i18n.resolvedLanguage ?? i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
  });
  return (
    <DialogRoot open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={texts.dialogTitle}
        description={betText(receipt, texts)}
        actions={
          <DialogClose asChild>
            <Button>{texts.close}</Button>
          </DialogClose>
        }
      >
        <p className={styles['facts']}>
          <span>{texts.clickedAt(clock.format(receipt.clickedEpoch))}</span>
          <span>{texts.stake(money(receipt.stake), receipt.currency)}</span>
          {receipt.betId !== undefined && <span>{texts.betId(receipt.betId)}</span>}
        </p>
        <Table caption={texts.caption} hideCaption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.step}</th>
              <th scope="col">{texts.columns.sinceClick}</th>
              <th scope="col">{texts.columns.latency}</th>
            </tr>
          </thead>
          <tbody>
            {timedSteps(receipt).map(({ step, sinceClickMs, latencyMs }, index) => (
              <tr key={index} data-step={step.kind}>
                <td>{stepText(step, receipt, texts)}</td>
                <NumericCell>{texts.ms(sinceClickMs)}</NumericCell>
                <NumericCell>{latencyMs === undefined ? '' : texts.ms(latencyMs)}</NumericCell>
              </tr>
            ))}
          </tbody>
        </Table>
        <SlippageLine receipt={receipt} texts={texts} />
      </DialogContent>
    </DialogRoot>
  );
}

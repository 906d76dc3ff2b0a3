import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { racingRunner } from '@/lib/racing/runner-metadata';
import { RunnerDetailsPanel } from './runner-details-panel';

beforeEach(async () => {
  await initI18n('en');
});

// A racecard in the wire's shape (all strings, nulls for what is missing); made-up names.
const HORSE = racingRunner({
  CLOTH_NUMBER: '3',
  CLOTH_NUMBER_ALPHA: '3',
  COLOURS_FILENAME: 'c1/77.svg',
  JOCKEY_NAME: 'J Smith',
  TRAINER_NAME: 'K Jones',
  AGE: '6',
  BRED: 'IRE',
  WEIGHT: '11-2',
  WEIGHT_VALUE: '156',
  WEIGHT_UNITS: 'pounds',
  OFFICIAL_RATING: '128',
  DAYS_SINCE_LAST_RUN: '1',
  SIRE_NAME: 'Sea The Stars',
  SIRE_BRED: 'IRE',
  DAM_NAME: 'Summer Moon',
  DAM_BRED: null,
  WEARING: 'Blinkers',
  STALL_DRAW: '5',
  FORM: '1P/0-3',
})!;

const facts = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent] as const),
  );

describe('RunnerDetailsPanel', () => {
  it('shows every detail of a horse, labelled', () => {
    render(<RunnerDetailsPanel runner={HORSE} runnerName="Silent Quest" greyhounds={false} />);
    expect(screen.getByRole('heading', { name: /Silent Quest$/, level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Silks of Silent Quest' })).toHaveAttribute(
      'src',
      '/feeds_images/Horses/SilkColours/c1/77.svg',
    );
    expect(facts()).toEqual({
      Number: '3',
      Jockey: 'J Smith',
      Trainer: 'K Jones',
      Age: '6',
      Bred: 'IRE',
      Weight: '11-2 (156 lb)',
      'Official rating': '128',
      'Last run': '1 day ago',
      Sire: 'Sea The Stars (IRE)',
      Dam: 'Summer Moon',
      Wearing: 'Blinkers',
      Stall: '5',
    });
  });

  it('tells what each form figure means, oldest first', () => {
    render(<RunnerDetailsPanel runner={HORSE} runnerName="Silent Quest" greyhounds={false} />);
    expect(screen.getByRole('heading', { name: 'Form 1P/0-3' })).toBeInTheDocument();
    const runs = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(runs.map((run) => run.textContent)).toEqual([
      '1Won',
      'PPulled up',
      '/Break of two seasons or more',
      '0Outside the top 10',
      '-Break between seasons',
      '3Finished 3',
    ]);
  });

  it('calls a greyhound’s number its trap and shows no stall beside it', () => {
    const dog = racingRunner({ CLOTH_NUMBER: '6', STALL_DRAW: '6', TRAINER_NAME: 'M Wallis', FORM: '2614' })!;
    render(<RunnerDetailsPanel runner={dog} runnerName="6. Swift Bolt" greyhounds />);
    expect(facts()).toEqual({ Trap: '6', Trainer: 'M Wallis' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows only the name when nothing else is usable, and in Portuguese too', async () => {
    const { rerender } = render(
      <RunnerDetailsPanel runner={{}} runnerName="Silent Quest" greyhounds={false} />,
    );
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    await initI18n('pt');
    rerender(<RunnerDetailsPanel runner={HORSE} runnerName="Silent Quest" greyhounds={false} />);
    expect(facts()['Jóquei']).toBe('J Smith');
    expect(screen.getByText('Venceu')).toBeInTheDocument();
  });

  it('draws hostile text as text', () => {
    const runner = racingRunner({ JOCKEY_NAME: '<img src=x onerror=alert(1)>' })!;
    render(<RunnerDetailsPanel runner={runner} runnerName="<b>x</b>" greyhounds={false} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

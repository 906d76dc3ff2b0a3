import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorReporterContext } from '@/lib/errors/error-reporter';
import { ContainedDisplay } from './contained-display';

function EventName({ name }: { readonly name: string | undefined }) {
  if (name === undefined) throw new Error('no event name');
  return <h1>{name}</h1>;
}

function Screen({ report, name, marketId }: { report: () => void; name?: string; marketId: string }) {
  return (
    <ErrorReporterContext.Provider value={report}>
      <ContainedDisplay resetKey={marketId}>
        <EventName name={name} />
      </ContainedDisplay>
      <p>prices</p>
    </ErrorReporterContext.Provider>
  );
}

describe('contained display (trading-core §8 page errors)', () => {
  it('hides a crashed display, reports it, keeps the rest, and tries again on another market', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn();
    const { rerender } = render(<Screen report={report} marketId="1.1" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('prices')).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toEqual(new Error('no event name'));
    rerender(<Screen report={report} name="Arsenal v Chelsea" marketId="1.2" />);
    expect(screen.getByRole('heading', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { stubFetch } from '@/app/testing/fetch-stub';
import { resetApp } from '@/app/testing/render-app';
import { ToastHost } from '@/lib/toasts/toast-host';
import { CactusGame } from './cactus-game';
import { GeoGate } from './geo-gate';

beforeEach(async () => {
  await resetApp();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGate() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastHost theme="light" />
      <GeoGate>
        <p>the application</p>
      </GeoGate>
    </QueryClientProvider>,
  );
}

describe('blocked-country page', () => {
  it('shows only the blocked page, with the persistent toast naming the country', async () => {
    stubFetch([['GET', '/api/geo/', { body: { result: { country_code3: 'USA', blocked: true } } }]]);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Blocked Country' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, due to regulatory restrictions the product is not supported in your country.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Sorry, due to regulatory restrictions the product is not supported in your country. IP location detected: USA.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/support \[at\] greenbook \[dot\] app/)).toBeInTheDocument();
    expect(screen.queryByText('the application')).not.toBeInTheDocument();
  });

  it('lets everyone else in, and a failed lookup never blocks', async () => {
    stubFetch([['GET', '/api/geo/', { body: { result: { country_code3: 'GBR', blocked: false } } }]]);
    const { unmount } = renderGate();
    expect(await screen.findByText('the application')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubFetch([['GET', '/api/geo/', { status: 500, body: {} }]]);
    renderGate();
    expect(await screen.findByText('the application')).toBeInTheDocument();
  });

  it('blocks the client list dummy entry with its message', async () => {
    stubFetch([['GET', '/api/geo/', { body: { result: { country_code3: 'XXX' } } }]]);
    renderGate();
    expect(await screen.findByText('If you see this error, please contact us.')).toBeInTheDocument();
  });

  it('cactus game: the 30th click makes the cactus disappear', async () => {
    const user = userEvent.setup();
    render(<CactusGame />);
    for (let click = 0; click < 29; click += 1)
      await user.click(screen.getByRole('button', { name: /Cactus/ }));
    expect(screen.getByRole('button', { name: 'Cactus: click me (29)' })).toBeInTheDocument();
    expect(screen.queryByText('OPS! that was too many!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cactus/ }));
    expect(screen.queryByRole('button', { name: /Cactus/ })).not.toBeInTheDocument();
    expect(screen.getByText('OPS! that was too many!')).toBeInTheDocument();
  });
});

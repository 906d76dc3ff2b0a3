import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_VERSION } from '@greenbook/trading';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/app/testing/fetch-stub';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { AppErrorBoundary } from './app-error-boundary';
import { pageNavigation } from './crash-page';
import { RouteCrash } from './route-crash';
import { eventually } from '@/testing/eventually';

function Broken(): never {
  throw new Error('the view broke');
}

beforeEach(async () => {
  await resetApp();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const NOTE =
  'The error details were automatically sent to our support team. We are sorry for the inconvenience. Please restart the application.';

describe('crash page', () => {
  it('replaces a crashed view and sends the error report to /api/logs/', async () => {
    const fetch = stubFetch([['POST', '/api/logs/', { status: 201, body: { id: 1 } }]]);
    signInForTest();
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    // Announced at once: the page is an alert holding the title, the note and the restart.
    const alert = screen.getByRole('alert', { name: 'Something went wrong.' });
    expect(within(alert).getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(within(alert).getByText(NOTE)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Restart application' })).toBeInTheDocument();
    await eventually(() => expect(fetch.callsTo('/api/logs/', 'POST')).toHaveLength(1));
    const report = fetch.callsTo('/api/logs/', 'POST')[0]!;
    expect(report.headers['authorization']).toBe('BEARER test-token');
    expect(report.body).toMatchObject({ title: 'Error: the view broke', version: CLIENT_VERSION, path: '/' });
    expect((report.body as { description: string }).description).toContain('Component stack:');
    // The token never travels in the report.
    expect(JSON.stringify(report.body)).not.toContain('test-token');
  });

  it('catches a crash inside a route the same way', async () => {
    const fetch = stubFetch([['POST', '/api/logs/', { status: 201, body: { id: 1 } }]]);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteCrash /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    await eventually(() => expect(fetch.callsTo('/api/logs/', 'POST')).toHaveLength(1));
  });

  it('restarts the application: local storage cleared, back to /', async () => {
    stubFetch([]);
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('greenbook.state', '{}');
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restart application' }));
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

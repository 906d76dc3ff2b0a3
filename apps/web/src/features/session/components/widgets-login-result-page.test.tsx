import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/app/testing/fetch-stub';
import { initI18n } from '@/lib/i18n/i18n';
import { eventually } from '@/testing/eventually';
import { WidgetsLoginDevelopmentPage, WidgetsLoginResultPage } from './widgets-login-result-page';

beforeAll(async () => {
  await initI18n('en');
});

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

function cookieValue(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

/** The page at /login-widgets/result?code=…, the widget's login answering with token `tok-w`. */
function openWith(code: string) {
  const fetch = stubFetch([
    ['GET', `/api/betfair/loginwidget/${code}`, { body: { access_token: 'tok-w', token_type: 'BEARER' } }],
  ]);
  const goTo = vi.fn<(address: string) => void>();
  const router = createMemoryRouter(
    [{ path: '/login-widgets/result', element: <WidgetsLoginResultPage goTo={goTo} /> }],
    {
      initialEntries: [`/login-widgets/result?code=${code}`],
    },
  );
  render(<RouterProvider router={router} />);
  return { fetch, goTo, router };
}

describe('widgets login result page', () => {
  it('stores the token cookie and goes back to the address the widget left', async () => {
    document.cookie = `widgets-redirectUrl=${encodeURIComponent('https://blog.example/tips?x=1')}; Path=/`;
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const { fetch, goTo, router } = openWith('widget-code-1');
    await eventually(() => expect(goTo).toHaveBeenCalledWith('https://blog.example/tips?x=1'));
    // The product's cookie domain: the host serving the page (no Domain attribute).
    expect(written).toHaveBeenCalledWith('widgets-token=BEARER%20tok-w; Path=/; Secure; SameSite=None');
    written.mockRestore();
    expect(cookieValue('widgets-token')).toBe('BEARER tok-w');
    expect(fetch.callsTo('/api/betfair/loginwidget/widget-code-1')).toHaveLength(1);
    // The token travels in the cookie only: not in the return address, nor in this page's.
    expect(goTo.mock.calls.flat().join(' ')).not.toContain('tok-w');
    expect(router.state.location.search).not.toContain('tok-w');
  });

  it('writes the cookie Secure and SameSite=None, on the localhost domain in the development variant', async () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    stubFetch([
      [
        'GET',
        '/api/betfair/loginwidget/dev-code-1',
        { body: { access_token: 'tok-d', token_type: 'BEARER' } },
      ],
    ]);
    const router = createMemoryRouter(
      [{ path: '/login-widgets/result-development', element: <WidgetsLoginDevelopmentPage /> }],
      { initialEntries: ['/login-widgets/result-development?code=dev-code-1'] },
    );
    render(<RouterProvider router={router} />);
    // No return address: the page stays, so the browser is never sent anywhere.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error trying to get the URL where you came from...',
    );
    expect(written).toHaveBeenCalledWith(
      'widgets-token=BEARER%20tok-d; Path=/; Secure; SameSite=None; Domain=localhost',
    );
    written.mockRestore();
  });

  it('asks the person to go back by hand when the widget left no address', async () => {
    const { goTo } = openWith('widget-code-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error trying to get the URL where you came from...',
    );
    expect(goTo).not.toHaveBeenCalled();
    // Signed in all the same: the widget finds its token when the person returns.
    expect(cookieValue('widgets-token')).toBe('BEARER tok-w');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
  ])('refuses a return address that is not http(s): %s', async (address) => {
    document.cookie = `widgets-redirectUrl=${encodeURIComponent(address)}; Path=/`;
    const { goTo } = openWith(`widget-code-${address.length}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error trying to get the URL where you came from...',
    );
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows the exchange details of a refused code, and stores no token', async () => {
    stubFetch([
      [
        'GET',
        '/api/betfair/loginwidget/refused-code',
        {
          status: 400,
          body: {
            error: 'LOGIN_FAILED',
            errorCode: 'INVALID_AUTH_CODE',
            details: 'code is unknown, used or expired',
          },
        },
      ],
    ]);
    document.cookie = `widgets-redirectUrl=${encodeURIComponent('https://blog.example/')}; Path=/`;
    const goTo = vi.fn<(address: string) => void>();
    const router = createMemoryRouter([{ path: '/r', element: <WidgetsLoginResultPage goTo={goTo} /> }], {
      initialEntries: ['/r?code=refused-code'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('code is unknown, used or expired');
    expect(goTo).not.toHaveBeenCalled();
    expect(cookieValue('widgets-token')).toBeUndefined();
  });
});

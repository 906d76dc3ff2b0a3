// Component tests of the account pages and the licence display: one page on a memory router (with
// a home route to land on), a fresh query client, the toast host, English texts, a signed-in user.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TEST_USER } from '@/app/testing/render-app';
import { initI18n } from '@/lib/i18n/i18n';
import { useSessionStore } from '@/lib/session/session-store';

export async function signInAccountTestUser(): Promise<void> {
  await initI18n('en');
  useSessionStore.setState({ token: 'test-token', tokenType: 'BEARER', user: TEST_USER });
}

export function renderAccountPage(path: string, pattern: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '/', element: <p>home page</p> },
      { path: '/store', element: <p>store page</p> },
      { path: '/my-account', element: <p>account page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The premium record as GET /api/users/subscriptions/V123 answers it. */
export function premiumAnswer(fields: Partial<Record<string, unknown>> = {}) {
  return {
    isPremium: false,
    verifiedEmail: false,
    expirationDate: null,
    subscriptionType: null,
    userEmail: null,
    ...fields,
  };
}

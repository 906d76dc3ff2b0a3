// Component tests of whole screens: the real providers and routes on a memory router, fresh
// stores and storage, English texts.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n/i18n';
import { useSessionStore, type LoggedUser } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { forgetEverySession } from '@/testing/fresh-page';
import { AppProviders, createQueryClient } from '../providers';
import { preloadPages } from '../lazy-page';
import { routes } from '../routes';

export const TEST_USER: LoggedUser = {
  vendorId: 'V123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'GB',
  currencyCode: 'GBP',
  localeCode: 'en',
};

/** The query clients of the screens rendered so far: their queries outlive an unmounted screen. */
const queryClients = new Set<ReturnType<typeof createQueryClient>>();

/** Everything back to a visitor with empty storage. */
export async function resetApp(): Promise<void> {
  // A query still failing and retrying from the last test (the sidebar's, say) would otherwise run
  // on into this one, on its stubs and its fake timers.
  for (const client of queryClients) {
    await client.cancelQueries();
    client.clear();
  }
  queryClients.clear();
  forgetEverySession();
  await initI18n('en');
  // The pages' code (lazy chunks) is imported here, not inside a test's findBy window.
  await preloadPages();
}

/**
 * A session restored from this browser: the token, the user and, unless `accountCopy` is false,
 * this user's account copy in the settings (what an earlier page load stored; without it the page
 * reads the identity from the exchange again).
 */
export function signInForTest(
  user: LoggedUser | undefined = TEST_USER,
  { accountCopy = true }: { readonly accountCopy?: boolean } = {},
): void {
  useSessionStore.setState({ token: 'test-token', tokenType: 'BEARER', user });
  if (!accountCopy) return;
  const { settings } = useSettingsStore.getState();
  useSettingsStore.setState({
    settings: { ...settings, loggedUser: { ...settings.loggedUser, ...user, isLogged: true } },
  });
}

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClients.add(queryClient);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

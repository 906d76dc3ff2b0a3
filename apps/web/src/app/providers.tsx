// Every provider of the app, outermost first: the crash boundary, server data, theme and language,
// toasts, the tooltips' shared provider, the blocked-country gate and the signed-in user's connections.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AppErrorBoundary, GeoGate, reportError } from '@/features/errors';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ErrorReporterContext, type ReportError } from '@/lib/errors/error-reporter';
import { onSignOut } from '@/features/session';
import { useApplyLanguage } from '@/lib/storage/language';
import { useApplyTheme } from '@/lib/storage/theme';
import { ToastHost } from '@/lib/toasts/toast-host';
import { SessionProviders } from './session-providers';

/** Queries that do not depend on who is signed in. */
const VISITOR_QUERIES = new Set(['geo', 'sign-on']);

const sendReport: ReportError = (error, componentStack) => void reportError(error, componentStack);

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

function Appearance() {
  const theme = useApplyTheme();
  useApplyLanguage();
  return <ToastHost theme={theme} />;
}

export function AppProviders({
  children,
  queryClient: given,
}: {
  readonly children: ReactNode;
  readonly queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Sign-out resets every store (account-and-product §4): the signed-in server data goes too.
  useEffect(
    () =>
      onSignOut(() =>
        queryClient.removeQueries({ predicate: (query) => !VISITOR_QUERIES.has(String(query.queryKey[0])) }),
      ),
    [queryClient],
  );
  return (
    <AppErrorBoundary>
      <ErrorReporterContext.Provider value={sendReport}>
        <QueryClientProvider client={queryClient}>
          <Appearance />
          <TooltipProvider>
            <GeoGate>
              <SessionProviders>{children}</SessionProviders>
            </GeoGate>
          </TooltipProvider>
        </QueryClientProvider>
      </ErrorReporterContext.Provider>
    </AppErrorBoundary>
  );
}

// Every route of account-and-product §2, composed from the features; unknown paths show the
// not-found page. Each page loads its own code on first use (app/lazy-page.tsx); the frames and
// the crash page do not.
import type { RouteObject } from 'react-router';
import { RouteCrash } from '@/features/errors';
import { LogoutButton, loseSession, signOut } from '@/features/session';
import { AppFrame, frameHandle } from './layouts';
import { lazyPage } from './lazy-page';
import { PageWithFooter } from './page-with-footer';
import { PageWithSidebar } from './page-with-sidebar';

const HomePage = lazyPage(async () => (await import('@/features/home')).HomePage);
// The market screen (trading-core §2), its slots filled in app/market-screen.tsx.
const MarketScreen = lazyPage(async () => (await import('./market-screen')).MarketScreen);
// The sport and live lists (features/lists): `/sport/{id}` through app/sport-route.tsx, which knows
// the not-found page for an unknown sport.
const SportRoute = lazyPage(async () => (await import('./sport-route')).SportRoute);
const LiveListPage = lazyPage(async () => (await import('@/features/lists')).LiveListPage);
const LoginPage = lazyPage(async () => (await import('@/features/session/login-pages')).LoginPage);
const LoginResultPage = lazyPage(
  async () => (await import('@/features/session/login-pages')).LoginResultPage,
);
const LoginDevelopmentPage = lazyPage(
  async () => (await import('@/features/session/login-pages')).LoginDevelopmentPage,
);
const WidgetsLoginResultPage = lazyPage(
  async () => (await import('@/features/session/login-pages')).WidgetsLoginResultPage,
);
const WidgetsLoginDevelopmentPage = lazyPage(
  async () => (await import('@/features/session/login-pages')).WidgetsLoginDevelopmentPage,
);
const SearchPage = lazyPage(async () => (await import('@/features/search')).SearchPage);
// One chunk per page (issue 18): the account feature has no index; each page is its own module.
const StorePage = lazyPage(async () => (await import('@/features/account/components/store-page')).StorePage);
const MyAccountPage = lazyPage(
  async () => (await import('@/features/account/components/my-account-page')).MyAccountPage,
);
const EmailConfirmationPage = lazyPage(
  async () => (await import('@/features/account/components/email-confirmation-page')).EmailConfirmationPage,
);
const BetHistoryPage = lazyPage(async () => (await import('@/features/bet-history')).BetHistoryPage);
// One chunk per static page, its content in both languages with it (features/static-pages).
const AboutPage = lazyPage(
  async () => (await import('@/features/static-pages/components/about-page')).AboutPage,
);
const TermsPage = lazyPage(
  async () => (await import('@/features/static-pages/components/terms-page')).TermsPage,
);
const FaqPage = lazyPage(async () => (await import('@/features/static-pages/components/faq-page')).FaqPage);
const WidgetsPage = lazyPage(async () => (await import('@/features/widgets')).WidgetsPage);
const UserGuidePage = lazyPage(
  async () => (await import('@/features/static-pages/components/user-guide-page')).UserGuidePage,
);
// Practice on recorded markets (issue 21 §1): its page, texts and report are one chunk.
const PracticePage = lazyPage(
  async () => (await import('@/features/practice/components/practice-page')).PracticePage,
);
const NotFoundPage = lazyPage(async () => (await import('@/features/static-pages')).NotFoundPage);

const marketRoute = <MarketScreen />;

// Development only: the design system's gallery (apps/web/README.md). The production build
// replaces import.meta.env.DEV with false and drops the page entirely.
const developmentRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: '/dev/design-system',
        lazy: async () => ({ Component: (await import('./dev/design-system-page')).default }),
      },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteCrash />,
    children: [
      ...developmentRoutes,
      { path: '/login', element: <LoginPage /> },
      { path: '/login/result', element: <LoginResultPage /> },
      { path: '/login/result-development', element: <LoginDevelopmentPage /> },
      {
        // One frame element for every other page, so the shell stays mounted across them.
        element: <AppFrame />,
        children: [
          {
            handle: frameHandle('home'),
            element: <PageWithSidebar />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/index', element: <HomePage /> },
            ],
          },
          {
            handle: frameHandle('signed-in'),
            children: [
              // The market page draws its own sidebar, with the This Market tab.
              { path: '/market/:eventId/:marketId', element: marketRoute },
              {
                element: <PageWithSidebar />,
                children: [
                  { path: '/store', element: <StorePage /> },
                  {
                    path: '/my-account',
                    element: <MyAccountPage logout={<LogoutButton />} signOut={signOut} />,
                  },
                  { path: '/live', element: <LiveListPage /> },
                  { path: '/sport/:eventTypeId', element: <SportRoute /> },
                  { path: '/search', element: <SearchPage onSessionLost={loseSession} /> },
                  { path: '/bet-history/:eventTypeId?/:eventId?/:marketId?', element: <BetHistoryPage /> },
                  { path: '/practice', element: <PracticePage /> },
                ],
              },
            ],
          },
          {
            handle: frameHandle('open'),
            // The static pages' links under every open page, signed in or not.
            element: <PageWithFooter />,
            children: [
              { path: '/login-widgets/result', element: <WidgetsLoginResultPage /> },
              { path: '/login-widgets/result-development', element: <WidgetsLoginDevelopmentPage /> },
              { path: '/email-confirmation', element: <EmailConfirmationPage /> },
              { path: '/widgets', element: <WidgetsPage /> },
              { path: '/about', element: <AboutPage /> },
              { path: '/terms-conditions', element: <TermsPage /> },
              { path: '/faq', element: <FaqPage /> },
              { path: '/user-guide', element: <UserGuidePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

// Every route of spec §2. The log-in page loads with the entry chunk; every other page is its own chunk.
// Each page's route has a loader that starts its chunk at once: a route's loader runs as soon as the
// router knows where it is going (the app's start included), so a page's chunk loads beside the
// shell's instead of after it has rendered; the match page's loader also asks for its first data
// (matchPagePreload.ts). Loaders never wait: the page renders as it did, with its own
// Suspense fallback.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import LoginPage from '../features/auth/LoginPage';
import { isVisitorPage, RequireAuth, VisitorsOnly } from '../features/auth/RequireAuth';
import { selectIsSignedIn } from '../features/auth/authSlice';
import { prefetchMatchPage } from './matchPagePreload';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { PageLoader } from '../ui/PageLoader';
import { connectRouterNavigation } from './extra';
import { loadShell } from './shellChunk';
import { useAppSelector } from './hooks';
import { tk } from '../i18n/keys';
import type { AppStore } from './store';

// Pages take different props (SportPage and RacingPage a sportId, the placeholder a text): `any` lets one loader type
// carry them all; the props each route passes are written beside it below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
type PageModule = () => Promise<{ default: ComponentType<any> }>;

/** A page in its own chunk, with the loading spinner until the chunk has run. */
const pageElement = (load: PageModule, props: Record<string, unknown> = {}): ReactNode => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page {...props} />
    </Suspense>
  );
};

type Loader = (args: LoaderFunctionArgs) => null;

/**
 * The routes' page maker for `store`: a page's element, and a loader that, for a signed-in player
 * (a visitor is sent to /login and loads nothing more, but for the match page), starts its chunk and
 * `more` (its data).
 */
const pagesFor =
  (store: AppStore) =>
  (
    load: PageModule,
    props: Record<string, unknown> = {},
    more?: (args: LoaderFunctionArgs) => void,
  ): { element: ReactNode; loader: Loader } => ({
    element: pageElement(load, props),
    loader: (args) => {
      if (selectIsSignedIn(store.getState()) || isVisitorPage(new URL(args.request.url).pathname)) {
        void load();
        more?.(args);
      }
      return null;
    },
  });

/** The signed-in shell, or for a visitor (on the match page: RequireAuth lets nothing else through) a frame with a Login button. */
function ShellOrVisitorFrame({ shell, visitor }: { shell: ReactNode; visitor: ReactNode }) {
  return <>{useAppSelector(selectIsSignedIn) ? shell : visitor}</>;
}

const SignUpPage = () => import('../features/auth/SignUpPage');
const VisitorFrame = () => import('../features/layout/VisitorFrame');
const HomePage = () => import('../features/sports/HomePage');
const SportPage = () => import('../features/sports/SportPage');
const RacingPage = () => import('../features/sports/RacingPage');
const PlaceholderSportPage = () => import('../features/sports/PlaceholderSportPage');
const CasinoPage = () => import('../features/casino/CasinoPage');
const MatchPage = () => import('../features/match/MatchPage');
const AccountStatementPage = () => import('../features/reports/AccountStatementPage');
const ProfitLossPage = () => import('../features/reports/ProfitLossPage');
const BetHistoryPage = () => import('../features/reports/BetHistoryPage');
const CurrentBetsPage = () => import('../features/reports/CurrentBetsPage');
const ChangeButtonValuesPage = () => import('../features/settings/ChangeButtonValuesPage');
const ChangePasswordPage = () => import('../features/auth/ChangePasswordPage');
const RulesPage = () => import('../features/layout/RulesPage');
const WalletPage = () => import('../features/wallet/WalletPage');
const ResponsibleGamingPage = () => import('../features/protection/ResponsibleGamingPage');

/** The player's routes; the match page's loader prefetches into `store`. */
export function playerRoutes(store: AppStore): RouteObject[] {
  const page = pagesFor(store);
  // `text`: an English key; the placeholder page shows it in the player's language.
  const placeholder = (path: string, text: string): RouteObject => ({ path, ...page(PlaceholderSportPage, { text }) });
  const shell = page(loadShell);
  const visitorFrame = page(VisitorFrame);
  const shellOrVisitorFrame = {
    element: <ShellOrVisitorFrame shell={shell.element} visitor={visitorFrame.element} />,
    loader: (args: LoaderFunctionArgs) => (selectIsSignedIn(store.getState()) ? shell.loader(args) : visitorFrame.loader(args)),
  };
  return [
    {
      errorElement: <RouteErrorBoundary />,
      // Shown while the first loaders run (they return at once: a frame at most).
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <VisitorsOnly />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/signup', element: pageElement(SignUpPage) },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              path: '/',
              ...shellOrVisitorFrame,
              errorElement: <RouteErrorBoundary />,
              children: [
                { index: true, ...page(HomePage) },
                { path: 'home', ...page(HomePage) },
                { path: 'cricket', ...page(SportPage, { sportId: 4 }) },
                { path: 'tennis', ...page(SportPage, { sportId: 2 }) },
                { path: 'football', ...page(SportPage, { sportId: 1 }) },
                { path: 'horse', ...page(RacingPage, { sportId: 7 }) },
                { path: 'greyhound', ...page(RacingPage, { sportId: 4339 }) },
                placeholder('kabaddi', tk('Kabaddi')),
                placeholder('politics', tk('Politics')),
                placeholder('intcasino', tk('Intcasino')),
                placeholder('binary', tk('Binary')),
                { path: 'casino', ...page(CasinoPage) },
                { path: 'account-statement', ...page(AccountStatementPage) },
                { path: 'profit-loss', ...page(ProfitLossPage) },
                { path: 'bet-history', ...page(BetHistoryPage) },
                { path: 'current-bets', ...page(CurrentBetsPage) },
                { path: 'change-btn-value', ...page(ChangeButtonValuesPage) },
                { path: 'change-password', ...page(ChangePasswordPage) },
                { path: 'rules', ...page(RulesPage) },
                {
                  path: 'matchscore/:eid/:eventId/:marketId',
                  ...page(MatchPage, {}, ({ params }) => prefetchMatchPage(store, params)),
                },
                { path: 'wallet-gateway', ...page(WalletPage) },
                { path: 'responsible-gaming', ...page(ResponsibleGamingPage) },
                { path: '*', ...page(HomePage) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export type PlayerRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router over the player's routes; listeners navigate with it (app/extra.ts). */
export function createPlayerRouter(store: AppStore): PlayerRouter {
  const router = createBrowserRouter(playerRoutes(store));
  connectRouterNavigation((path) => void router.navigate(path));
  return router;
}

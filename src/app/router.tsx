// Every route of spec §2. The log-in page loads with the entry chunk; every other page is its own chunk.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import LoginPage from '../features/auth/LoginPage';
import { RequireAuth, VisitorsOnly } from '../features/auth/RequireAuth';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { PageLoader } from '../ui/PageLoader';
import { loadShell } from './shellChunk';

// Pages take different props (SportPage a sportId, the placeholder a text): `any` lets one loader type
// carry them all; the props each route passes are written beside it below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
const page = (load: () => Promise<{ default: ComponentType<any> }>, props: Record<string, unknown> = {}): ReactNode => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page {...props} />
    </Suspense>
  );
};

const SignUpPage = () => import('../features/auth/SignUpPage');
const HomePage = () => import('../features/sports/HomePage');
const SportPage = () => import('../features/sports/SportPage');
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

const placeholder = (path: string, text: string): RouteObject => ({ path, element: page(PlaceholderSportPage, { text }) });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <VisitorsOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: page(SignUpPage) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/',
            element: page(loadShell),
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: page(HomePage) },
              { path: 'home', element: page(HomePage) },
              { path: 'cricket', element: page(SportPage, { sportId: 4 }) },
              { path: 'tennis', element: page(SportPage, { sportId: 2 }) },
              { path: 'football', element: page(SportPage, { sportId: 1 }) },
              placeholder('horse', 'Horserace'),
              placeholder('greyhound', 'Greyhoundrace'),
              placeholder('kabaddi', 'Kabaddi'),
              placeholder('politics', 'Politics'),
              placeholder('intcasino', 'Intcasino'),
              placeholder('binary', 'Binary'),
              { path: 'casino', element: page(CasinoPage) },
              { path: 'account-statement', element: page(AccountStatementPage) },
              { path: 'profit-loss', element: page(ProfitLossPage) },
              { path: 'bet-history', element: page(BetHistoryPage) },
              { path: 'current-bets', element: page(CurrentBetsPage) },
              { path: 'change-btn-value', element: page(ChangeButtonValuesPage) },
              { path: 'change-password', element: page(ChangePasswordPage) },
              { path: 'rules', element: page(RulesPage) },
              { path: 'matchscore/:eid/:eventId/:marketId', element: page(MatchPage) },
              { path: 'wallet-gateway', element: page(WalletPage) },
              { path: 'responsible-gaming', element: page(ResponsibleGamingPage) },
              { path: '*', element: page(HomePage) },
            ],
          },
        ],
      },
    ],
  },
];

// The console's pages. Everything but the log-in needs an operator session.
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../../ui/RouteErrorBoundary';
import { LoginPage } from '../features/session/LoginPage';
import { RequireOperator } from '../features/session/RequireOperator';
import { AdminShell } from '../features/shell/AdminShell';
import { DepositQueuePage } from '../features/requests/DepositQueuePage';
import { WithdrawalQueuePage } from '../features/requests/WithdrawalQueuePage';
import { PlayersPage } from '../features/players/PlayersPage';
import { PlayerPage } from '../features/players/PlayerPage';
import { SettlementPage } from '../features/settlement/SettlementPage';
import { RiskPage } from '../features/risk/RiskPage';
import { AuditPage } from '../features/audit/AuditPage';
import { FeedPage } from '../features/feed/FeedPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ADMIN_HOME } from './adminPaths';

export const adminPageRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'deposits', element: <DepositQueuePage /> },
  { path: 'withdrawals', element: <WithdrawalQueuePage /> },
  { path: 'players', element: <PlayersPage /> },
  { path: 'players/:username', element: <PlayerPage /> },
  { path: 'risk', element: <RiskPage /> },
  { path: 'settlement', element: <SettlementPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: 'feed', element: <FeedPage /> },
];

export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', element: <LoginPage />, errorElement: <RouteErrorBoundary /> },
  {
    path: '/admin',
    element: (
      <RequireOperator>
        <AdminShell />
      </RequireOperator>
    ),
    errorElement: <RouteErrorBoundary />,
    children: [{ index: true, element: <Navigate to={ADMIN_HOME} replace /> }, ...adminPageRoutes],
  },
  { path: '*', element: <Navigate to={ADMIN_HOME} replace /> },
];

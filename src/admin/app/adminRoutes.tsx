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
import { DeskPage } from '../features/trading/DeskPage';
import { AuditPage } from '../features/audit/AuditPage';
import { FeedPage } from '../features/feed/FeedPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { StaffPage } from '../features/staff/StaffPage';
import { AccountPage } from '../features/staff/AccountPage';
import { RequirePermission } from '../features/session/RequirePermission';
import { HomeRedirect } from '../features/session/HomeRedirect';
import { BetsPage } from '../features/bets/BetsPage';
import { EventsPage } from '../features/events/EventsPage';
import { AlertsPage } from '../features/alerts/AlertsPage';
import { LedgerPage } from '../features/ledger/LedgerPage';
import type { Permission } from '../../domain/contract/staff';
import type { ReactNode } from 'react';
import { ADMIN_HOME } from './adminPaths';

/** A page for the roles that grant `permission` (the server refuses the rest whatever is shown). */
const only = (permission: Permission, page: ReactNode) => <RequirePermission permission={permission}>{page}</RequirePermission>;

export const adminPageRoutes: RouteObject[] = [
  { path: 'dashboard', element: only('reports.read', <DashboardPage />) },
  { path: 'deposits', element: only('wallet.read', <DepositQueuePage />) },
  { path: 'withdrawals', element: only('wallet.read', <WithdrawalQueuePage />) },
  { path: 'players', element: only('players.read', <PlayersPage />) },
  { path: 'players/:username', element: only('players.read', <PlayerPage />) },
  { path: 'risk', element: only('markets.read', <RiskPage />) },
  { path: 'desk', element: only('markets.control', <DeskPage />) },
  { path: 'settlement', element: only('markets.read', <SettlementPage />) },
  { path: 'settings', element: only('settings.read', <SettingsPage />) },
  { path: 'audit', element: only('audit.read', <AuditPage />) },
  { path: 'staff', element: only('staff.read', <StaffPage />) },
  { path: 'account', element: <AccountPage /> },
  { path: 'feed', element: only('markets.read', <FeedPage />) },
  { path: 'bets', element: only('players.read', <BetsPage />) },
  { path: 'events', element: only('markets.read', <EventsPage />) },
  { path: 'alerts', element: only('alerts.read', <AlertsPage />) },
  { path: 'ledger', element: only('ledger.read', <LedgerPage />) },
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
    children: [{ index: true, element: <HomeRedirect /> }, ...adminPageRoutes],
  },
  { path: '*', element: <Navigate to={ADMIN_HOME} replace /> },
];

// The console's home: the first section the signed-in person's roles include (a cashier lands on the
// deposit queue, a trader on the risk page, an auditor on the dashboard).
import { Navigate } from 'react-router-dom';
import type { Permission } from '../../../domain/contract/staff';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { useStaffMeQuery } from './sessionApi';

const HOMES: Array<[Permission, string]> = [
  ['wallet.read', ADMIN_PAGES.deposits],
  ['markets.read', ADMIN_PAGES.risk],
  ['players.read', ADMIN_PAGES.players],
  ['reports.read', ADMIN_PAGES.dashboard],
  ['audit.read', ADMIN_PAGES.audit],
];

export function HomeRedirect() {
  const { data } = useStaffMeQuery();
  if (!data) return null;
  const home = HOMES.find(([permission]) => data.permissions.includes(permission))?.[1] ?? ADMIN_PAGES.account;
  return <Navigate to={home} replace />;
}

// The console's home: the first section the signed-in person's roles include (whoever reads reports
// lands on the dashboard's summary, a cashier on the deposit queue, a trader on the risk page).
import { Navigate } from 'react-router-dom';
import type { Permission } from '../../../domain/contract/staff';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { useStaffMeQuery } from './sessionApi';

const HOMES: Array<[Permission, string]> = [
  ['reports.read', ADMIN_PAGES.dashboard],
  ['wallet.read', ADMIN_PAGES.deposits],
  ['markets.read', ADMIN_PAGES.risk],
  ['players.read', ADMIN_PAGES.players],
  ['audit.read', ADMIN_PAGES.audit],
];

export function HomeRedirect() {
  const { data } = useStaffMeQuery();
  if (!data) return null;
  const home = HOMES.find(([permission]) => data.permissions.includes(permission))?.[1] ?? ADMIN_PAGES.account;
  return <Navigate to={home} replace />;
}

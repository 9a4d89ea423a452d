// The console's frame: a dark header with the sections and the operator, the page below. On a phone
// the sections are behind a Menu button (the section open is named on it) and open as a grid of
// tabs, every one in view: nothing scrolls off the edge unseen.
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { selectOperator, sessionActions, useActivity, useStaffSelf } from '../session';
import { ROLE_LABELS, type Permission } from '../../../domain/contract/staff';
import { usePendingRequestsQuery } from '../requests';
import { useAlertsQuery } from '../alerts';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.header};
  color: #fff;
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.25);
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  min-height: 48px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 0 10px;
    gap: 8px;
  }
`;

const Brand = styled.div`
  font-weight: 800;
  letter-spacing: 0.02em;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  gap: 2px;
  flex: 1;
  overflow-x: auto;
  scrollbar-width: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 14px 12px 12px;
    color: #c9d6e0;
    text-decoration: none;
    font-weight: 600;
    font-size: 13.5px;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
    &:hover {
      color: #fff;
    }
    &.active {
      color: #fff;
      border-bottom-color: ${({ theme }) => theme.colors.accent};
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    order: 3;
    flex-basis: 100%;
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding-bottom: 8px;
    a {
      padding: 10px 10px 8px;
      border-bottom: 0;
      border-left: 3px solid transparent;
      &.active {
        border-left-color: ${({ theme }) => theme.colors.accent};
      }
    }
  }
`;

const MenuButton = styled.button`
  display: none;
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid #5d7b91;
  border-radius: 6px;
  background: transparent;
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Wrap = styled(Bar)`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex-wrap: wrap;
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.header};
  font-size: 11.5px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-left: auto;
  font-size: 13px;
  color: #c9d6e0;
  white-space: nowrap;
  button {
    min-height: 32px;
    padding: 4px 12px;
    border: 1px solid #5d7b91;
    border-radius: 6px;
    background: transparent;
    color: #fff;
    font-weight: 600;
    cursor: pointer;
    &:hover {
      background: rgba(255, 255, 255, 0.1);
    }
  }
`;

const Main = styled.main`
  padding: 16px;
  max-width: 1480px;
  margin: 0 auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 10px;
  }
`;

function QueueLink({ to, label, kind }: { to: string; label: string; kind: 'deposit' | 'withdraw' }) {
  // The queue counts refresh every 30 s wherever the operator is.
  const { data } = usePendingRequestsQuery(kind, { pollingInterval: 30_000 });
  return (
    <NavLink to={to}>
      {label}
      {data && data.length > 0 && <Count aria-label={`${data.length} pending`}>{data.length}</Count>}
    </NavLink>
  );
}

function AlertsLink({ to, label }: { to: string; label: string }) {
  const { data } = useAlertsQuery({ open: true }, { pollingInterval: 30_000 });
  return (
    <NavLink to={to}>
      {label}
      {data && data.open > 0 && <Count aria-label={`${data.open} open`}>{data.open}</Count>}
    </NavLink>
  );
}

/** The sections and the permission each needs: a section the person's roles do not grant is not offered. */
const SECTIONS: Array<{ to: string; label: string; permission: Permission; queue?: 'deposit' | 'withdraw' }> = [
  { to: ADMIN_PAGES.dashboard, label: 'Dashboard', permission: 'reports.read' },
  { to: ADMIN_PAGES.alerts, label: 'Alerts', permission: 'alerts.read' },
  { to: ADMIN_PAGES.deposits, label: 'Deposits', permission: 'wallet.read', queue: 'deposit' },
  { to: ADMIN_PAGES.withdrawals, label: 'Withdrawals', permission: 'wallet.read', queue: 'withdraw' },
  { to: ADMIN_PAGES.players, label: 'Players', permission: 'players.read' },
  { to: ADMIN_PAGES.bets, label: 'Bets', permission: 'players.read' },
  { to: ADMIN_PAGES.ledger, label: 'Ledger', permission: 'ledger.read' },
  { to: ADMIN_PAGES.events, label: 'Events', permission: 'markets.read' },
  { to: ADMIN_PAGES.risk, label: 'Risk', permission: 'markets.read' },
  { to: ADMIN_PAGES.desk, label: 'Desk', permission: 'markets.control' },
  { to: ADMIN_PAGES.settlement, label: 'Settlement', permission: 'markets.read' },
  { to: ADMIN_PAGES.settings, label: 'Settings', permission: 'settings.read' },
  { to: ADMIN_PAGES.audit, label: 'Audit log', permission: 'audit.read' },
  { to: ADMIN_PAGES.feed, label: 'Feed', permission: 'markets.read' },
  { to: ADMIN_PAGES.staff, label: 'Staff', permission: 'staff.read' },
  { to: ADMIN_PAGES.account, label: 'My account', permission: 'self' },
];

const EnrolBanner = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 6px;
  background: #fff1cc;
  color: #5c3d00;
  font-size: 13px;
`;

export function AdminShell() {
  const operator = useAdminSelector(selectOperator);
  const self = useStaffSelf();
  const dispatch = useAdminDispatch();
  useActivity();
  const offered = SECTIONS.filter((section) => self?.permissions.includes(section.permission));
  const roles = self ? self.roles.map((role) => ROLE_LABELS[role]).join(', ') : '';
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const here = offered.find((section) => pathname.startsWith(section.to))?.label ?? 'Sections';
  return (
    <>
      <Header>
        <Wrap>
          <Brand>
            Exchange <span>Console</span>
          </Brand>
          <MenuButton type="button" aria-expanded={menuOpen} aria-controls="console-sections" onClick={() => setMenuOpen((o) => !o)}>
            Menu: {here} <span aria-hidden="true">{menuOpen ? '▴' : '▾'}</span>
          </MenuButton>
          <Nav aria-label="Console sections" id="console-sections" $open={menuOpen} onClick={() => setMenuOpen(false)}>
            {offered.map((section) =>
              section.to === ADMIN_PAGES.alerts ? (
                <AlertsLink key={section.to} to={section.to} label={section.label} />
              ) : section.queue ? (
                <QueueLink key={section.to} to={section.to} label={section.label} kind={section.queue} />
              ) : (
                <NavLink key={section.to} to={section.to}>
                  {section.label}
                </NavLink>
              ),
            )}
          </Nav>
          <Who>
            <span aria-label="Signed in as">
              {self?.displayName ?? operator}
              {roles && ` (${roles})`}
            </span>
            <button type="button" onClick={() => dispatch(sessionActions.signOutRequested())}>
              Sign out
            </button>
          </Who>
        </Wrap>
      </Header>
      <Main>
        {self?.mustEnrolTwoFactor && (
          <EnrolBanner role="alert">
            Your role needs two-factor log-in: turn it on under <NavLink to={ADMIN_PAGES.account}>My account</NavLink> before anything else.
          </EnrolBanner>
        )}
        <Outlet />
      </Main>
    </>
  );
}

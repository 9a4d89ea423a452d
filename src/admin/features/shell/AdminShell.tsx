// The console's frame: a dark header with the sections and the operator, the page below. On a phone
// the sections scroll sideways under the header.
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { selectOperator, sessionActions, useActivity, useStaffSelf } from '../session';
import { ROLE_LABELS, type Permission } from '../../../domain/contract/staff';
import { usePendingRequestsQuery } from '../requests';

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

const Nav = styled.nav`
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
    a {
      padding: 10px 10px 8px;
    }
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

/** The sections and the permission each needs: a section the person's roles do not grant is not offered. */
const SECTIONS: Array<{ to: string; label: string; permission: Permission; queue?: 'deposit' | 'withdraw' }> = [
  { to: ADMIN_PAGES.dashboard, label: 'Dashboard', permission: 'reports.read' },
  { to: ADMIN_PAGES.deposits, label: 'Deposits', permission: 'wallet.read', queue: 'deposit' },
  { to: ADMIN_PAGES.withdrawals, label: 'Withdrawals', permission: 'wallet.read', queue: 'withdraw' },
  { to: ADMIN_PAGES.players, label: 'Players', permission: 'players.read' },
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
  return (
    <>
      <Header>
        <Wrap>
          <Brand>
            Exchange <span>Console</span>
          </Brand>
          <Nav aria-label="Console sections">
            {offered.map((section) =>
              section.queue ? (
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

// Deposit / Withdraw under the header on small screens, for self-registered players (spec §2),
// hidden on the wallet page. The wallet page reads the chosen view from the link's state.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectIsSelfUser } from '../auth';
import { DepositIcon, WithdrawIcon } from '../../ui/icons';
import { showsWalletButtons } from './shellRoutes';
import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';
import { useT } from '../../i18n/runtime';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  padding: 8px 10px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${MOBILE_BREAKPOINT_PX}px) {
    display: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 42px;
    border-radius: 6px;
    color: #ffffff;
    font-weight: 800;
    letter-spacing: 0.05em;
    text-decoration: none;
  }
  a.deposit {
    background: #087a33;
  }
  a.withdraw {
    background: ${({ theme }) => theme.colors.loss};
  }
`;

export function WalletButtons() {
  const selfUser = useAppSelector(selectIsSelfUser);
  const { pathname } = useLocation();
  const t = useT();
  if (!selfUser || !showsWalletButtons(pathname)) return null;
  return (
    <Row>
      <Link className="deposit" to="/wallet-gateway" state={{ view: 'deposit' }}>
        <DepositIcon /> {t('DEPOSIT')}
      </Link>
      <Link className="withdraw" to="/wallet-gateway" state={{ view: 'withdraw' }}>
        <WithdrawIcon /> {t('WITHDRAW')}
      </Link>
    </Row>
  );
}

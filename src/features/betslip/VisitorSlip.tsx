// The slip a visitor sees after tapping a price: the price they chose, and a way to log in. Betting
// needs a session (the server answers every bet call 401 without one), so there is no stake to type.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MSG } from '../../domain/messages';
import { useT } from '../../i18n/runtime';
import type { OpenSlip } from './betslipSlice';
import { BetFor, Form } from './slipStyles';

const LogIn = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 18px;
  border-radius: 6px;
  font-weight: 700;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.header};
`;

export function VisitorSlip({ slip }: { slip: OpenSlip }) {
  const t = useT();
  return (
    <Form $side={slip.side} as="div" role="group" aria-label={t('Log in to bet')}>
      <BetFor>
        <span className="who">
          <span className="label">{slip.side === 'back' ? t('Back') : t('Lay')}</span>
          {slip.runnerName} @ {slip.price}
        </span>
      </BetFor>
      <p>{t(MSG.logInToBet)}</p>
      <LogIn to="/login">{t('Login')}</LogIn>
    </Form>
  );
}

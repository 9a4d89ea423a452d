// Balance and Exp in the header, from /expo1 (tag 'Balance': bets and wallet calls invalidate it).
// Exp is red when negative; clicking it opens the My Market popup (betslip listens for exposureClicked).
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MyMarketPopup } from '../../app/shellParts';
import { formatRupees } from '../../domain/money';
import { useBalanceQuery } from '../wallet';
import { selectLoginInfo } from '../auth';
import { exposureClicked } from './layoutActions';
import { useT } from '../../i18n/runtime';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  font-size: 13px;
  line-height: 1.2;
  white-space: nowrap;
  b {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    font-size: 12px;
  }
`;

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 20px;
  padding: 0 6px;
`;

const ExpButton = styled.button<{ $negative: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 22px;
  padding: 0 6px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  b {
    color: ${({ $negative }) => ($negative ? '#ff8a8a' : 'inherit')};
    text-decoration: underline dotted;
    text-underline-offset: 3px;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  /* A 40 px tall hit area for thumbs without growing the header. */
  &::after {
    content: '';
    position: absolute;
    inset: -9px -4px;
  }
`;

const money = (value: number | undefined) => (value === undefined ? '—' : formatRupees(value));

export function BalanceSlot() {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectLoginInfo);
  const { data } = useBalanceQuery(info ? { userId: info.Id, selfUser: info.selfUser } : skipToken, { refetchOnFocus: true });
  const exposure = data?.FinalExpo;
  const t = useT();
  return (
    <Box>
      <Line>
        {t('Balance:')} <b>{money(data?.mainBalanceafterExpo)}</b>
      </Line>
      <ExpButton
        type="button"
        $negative={(exposure ?? 0) < 0}
        onClick={() => dispatch(exposureClicked())}
        aria-label={t('Exp: {{amount}}. Open My Market', { amount: money(exposure) })}
      >
        {t('Exp:')} <b>{money(exposure)}</b>
      </ExpButton>
      <MyMarketPopup />
    </Box>
  );
}

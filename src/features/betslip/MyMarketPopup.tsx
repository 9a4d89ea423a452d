// My Market (spec §2 Header): the header's Exp opens it; it lists the markets where the player has
// unsettled bets (Event Type, Event Name, Market, Trade). An event name leads to its match page,
// which reloads its data (the same router-state request the sports menu makes). Its Balance and
// Exposure are the header's own (the /expo1 cache entry, refreshed on opening), so the two never differ.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MSG } from '../../domain/messages';
import { formatRupees } from '../../domain/money';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { selectLoginInfo } from '../auth';
import { useBalanceQuery } from '../wallet';
import { matchPath, matchRouteState } from '../sports';
import { EVENT_TYPE, MARKET_LABEL } from './betLabels';
import { useFetchNotSettledBetQuery } from './betslipApi';
import { myMarketClosed, selectMyMarketOpen } from './betslipSlice';
import { useT } from '../../i18n/runtime';
import { ColumnHeads } from '../../ui/ColumnHeads';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin: 0 0 12px;
  font-size: 13px;
  b {
    font-variant-numeric: tabular-nums;
  }
  .loss {
    color: ${({ theme }) => theme.colors.loss};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th {
    padding: 8px;
    text-align: left;
    background: ${({ theme }) => theme.colors.page};
    white-space: nowrap;
  }
  td {
    padding: 8px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.trade {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.empty {
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    padding: 16px 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
`;

export function MyMarketPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMyMarketOpen);
  const info = useAppSelector(selectLoginInfo);
  const args = open && info ? info.Id : skipToken;
  const { data: rows, isLoading, isError } = useFetchNotSettledBetQuery(args, { refetchOnMountOrArgChange: true });
  const { data: expo } = useBalanceQuery(open && info ? { userId: info.Id, selfUser: info.selfUser } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (!open) return null;
  const close = () => dispatch(myMarketClosed());
  return (
    <Modal title={t('My Market')} onClose={close} width={640}>
      {expo && (
        <Summary>
          <span>
            {t('Balance:')} <b>{formatRupees(expo.mainBalanceafterExpo)}</b>
          </span>
          <span>
            {t('Exposure:')} <b className={expo.FinalExpo < 0 ? 'loss' : undefined}>{formatRupees(expo.FinalExpo)}</b>
          </span>
        </Summary>
      )}
      {isLoading ? (
        <PageLoader />
      ) : (
        <Table aria-label={t('My Market')}>
          <ColumnHeads names={[t('Event Type'), t('Event Name'), t('Market'), t('Trade')]} />
          <tbody>
            {(rows ?? []).map((row, i) => (
              <tr key={`${row.gameId}-${row.market}-${i}`}>
                <td>{t(EVENT_TYPE[row.eid] ?? row.eid)}</td>
                <td>
                  <Link to={matchPath(row)} state={matchRouteState(row, true)} onClick={close}>
                    {row.eventName}
                  </Link>
                </td>
                <td>{t(MARKET_LABEL[row.market])}</td>
                <td className="trade">{row.trade}</td>
              </tr>
            ))}
            {(!rows || rows.length === 0) && (
              <tr>
                <td className="empty" colSpan={4}>
                  {t(isError ? MSG.somethingWentWrong : MSG.noRecordFound)}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
    </Modal>
  );
}

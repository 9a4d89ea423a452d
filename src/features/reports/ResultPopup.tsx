// The Result popup (spec §2): the settled market's sport, event and market, its winner, how many of
// the player's bets it settled and their total, then the bets (back rows blue, lay rows pink). The
// profit-loss version adds each bet's Ip Address. Opened only with a ResultView, which exists only
// when the market has bets (reportRows.resultView).
import styled from 'styled-components';
import { SPORT_NAMES } from '../../domain/constants';
import type { BetDetailRow } from '../../domain/contract/reports';
import { MSG } from '../../domain/messages';
import { formatRupees } from '../../domain/money';
import { DataTable, type Column } from '../../ui/DataTable';
import { Modal } from '../../ui/Modal';
import { formatReportDate } from './reportDates';
import { priceText, type ResultView } from './reportRows';
import { Money, Selection } from './reportUi';
import { translateMessage, useT, type TFunction } from '../../i18n/runtime';

const Heading = styled.p`
  margin: 0 0 12px;
  font-weight: 700;
  font-size: 14.5px;
  color: ${({ theme }) => theme.colors.header};
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    padding: 0 6px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 14px;
  > div {
    padding: 8px 10px;
    border-radius: 8px;
    background: #f4f7fa;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 11px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 15px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > div:first-child {
      grid-column: 1 / -1;
    }
  }
`;

const TableBox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
`;

function columns(priceHeader: string, showIp: boolean, t: TFunction): Array<Column<BetDetailRow>> {
  const list: Array<Column<BetDetailRow>> = [
    {
      key: 'nation',
      header: t('Nation'),
      cell: (bet) => <Selection name={bet.selection} side={bet.type} kind={bet.marketKind} />,
      wide: true,
    },
    { key: 'price', header: priceHeader, cell: (bet) => priceText(bet), align: 'right' },
    { key: 'amount', header: t('Amount'), cell: (bet) => formatRupees(bet.amountStake), align: 'right' },
    { key: 'win', header: t('Win'), cell: (bet) => <Money rupees={bet.resultAmount} />, align: 'right' },
    { key: 'date', header: t('Date'), nowrap: true, cell: (bet) => formatReportDate(bet.placeTime) },
  ];
  if (showIp) list.push({ key: 'ip', header: t('Ip Address'), cell: (bet) => bet.ipAddress || '-' });
  return list;
}

export interface ResultPopupProps {
  view: ResultView;
  /** The profit-loss version shows each bet's Ip Address. */
  showIp?: boolean;
  onClose: () => void;
}

export function ResultPopup({ view, showIp = false, onClose }: ResultPopupProps) {
  const t = useT();
  const first = view.bets[0];
  const sport = view.summary?.sportName || SPORT_NAMES[first.sportId] || '';
  const event = view.summary?.eventName ?? first.eventName;
  const market = view.summary?.market ?? first.market;
  const fancy = (view.summary?.marketKind ?? first.marketKind) === 'Fancy';
  return (
    <Modal title={t('Result')} onClose={onClose} width={showIp ? 860 : 760}>
      <Heading>
        {translateMessage(sport)}
        <span aria-hidden="true">›</span>
        {event}
        <span aria-hidden="true">›</span>
        {translateMessage(market)}
      </Heading>
      <Facts>
        <div>
          <dt>{t('Winner')}</dt>
          <dd>{view.summary?.result ? translateMessage(view.summary.result) : '-'}</dd>
        </div>
        <div>
          <dt>{t('Total Bets')}</dt>
          <dd>{view.totalBets}</dd>
        </div>
        <div>
          <dt>{t('Total Amount')}</dt>
          <dd>
            <Money rupees={view.totalAmount} />
          </dd>
        </div>
      </Facts>
      <TableBox>
        <DataTable
          caption={t('Bets on {{market}}', { market: translateMessage(market) })}
          columns={columns(fancy ? t('Rate') : t('Bhav'), showIp, t)}
          rows={view.bets}
          rowKey={(bet) => bet.id}
          rowTone={(bet) => bet.type}
          emptyText={t(MSG.noRecordFound)}
        />
      </TableBox>
    </Modal>
  );
}

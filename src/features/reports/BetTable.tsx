// The bets table of Bet History and Current Bet (spec §2): Sports, Event Name, Market Name, Nation,
// User Rate, Amount, Profit/loss (Bet History only), Place Date. Back rows blue, lay rows pink.
import { SPORT_NAMES } from '../../domain/constants';
import type { BetDetailRow } from '../../domain/contract/reports';
import { MSG } from '../../domain/messages';
import { formatRupees } from '../../domain/money';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatReportDate } from './reportDates';
import { priceText } from './reportRows';
import { Money, Selection } from './reportUi';
import { translateMessage, useT, type TFunction } from '../../i18n/runtime';

function columns(showProfitLoss: boolean, t: TFunction): Array<Column<BetDetailRow>> {
  const list: Array<Column<BetDetailRow>> = [
    { key: 'sport', header: t('Sports'), cell: (bet) => (SPORT_NAMES[bet.sportId] ? t(SPORT_NAMES[bet.sportId]) : '-') },
    { key: 'event', header: t('Event Name'), cell: (bet) => bet.eventName, wide: true },
    { key: 'market', header: t('Market Name'), cell: (bet) => translateMessage(bet.market) },
    { key: 'nation', header: t('Nation'), cell: (bet) => <Selection name={bet.selection} side={bet.type} kind={bet.marketKind} /> },
    { key: 'rate', header: t('User Rate'), align: 'right', cell: (bet) => priceText(bet) },
    { key: 'amount', header: t('Amount'), align: 'right', cell: (bet) => formatRupees(bet.amountStake) },
  ];
  if (showProfitLoss) {
    list.push({ key: 'pl', header: t('Profit/loss'), align: 'right', cell: (bet) => <Money rupees={bet.resultAmount} /> });
  }
  list.push({ key: 'placed', header: t('Place Date'), nowrap: true, cell: (bet) => formatReportDate(bet.placeTime) });
  return list;
}

export interface BetTableProps {
  caption: string;
  bets: readonly BetDetailRow[];
  showProfitLoss?: boolean;
}

export function BetTable({ caption, bets, showProfitLoss = true }: BetTableProps) {
  const t = useT();
  return (
    <DataTable
      caption={caption}
      columns={columns(showProfitLoss, t)}
      rows={bets}
      rowKey={(bet) => bet.id}
      rowTone={(bet) => bet.type}
      emptyText={t(MSG.noRecordFound)}
    />
  );
}

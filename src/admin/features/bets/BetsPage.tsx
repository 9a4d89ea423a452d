// The bet search: by bet id, player, market, event, IST dates, status and stake; every bet links to
// its player and to its market's bets. Filtered by a market, the page first shows each player's
// position per runner there (the same maths as the player's own page).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { marketBetsPage } from '../../app/adminLinks';
import { Badge, Field, Money, PageTitle } from '../../ui/adminUi';
import { DataList, FilterForm, type ListColumn } from '../../ui/DataList';
import { pagedListState, type PagedList } from '../../ui/listQuery';
import { SelectField } from '../../ui/SelectField';
import { useListFilter } from '../../ui/useListFilter';
import { BETS_PAGE_SIZE, betsCsvUrl, useBetsQuery, type BetFilter, type BetRow } from './betsApi';
import { MarketPositions } from './MarketPositions';

const EMPTY: BetFilter = { betId: '', player: '', marketId: '', eventId: '', from: '', to: '', status: '', minStake: '', maxStake: '' };

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...['pending', 'matched', 'settled', 'void', 'lapsed', 'deleted'].map((s) => ({ value: s, label: s })),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function check(draft: BetFilter): Partial<Record<keyof BetFilter, string>> {
  const errors: Partial<Record<keyof BetFilter, string>> = {};
  if (draft.betId.trim() && !/^[A-Za-z0-9]+$/.test(draft.betId.trim())) errors.betId = 'Letters and digits only.';
  if (draft.eventId.trim() && !/^\d+$/.test(draft.eventId.trim())) errors.eventId = 'A number.';
  if (draft.from.trim() && !DAY.test(draft.from.trim())) errors.from = 'YYYY-MM-DD';
  if (draft.to.trim() && !DAY.test(draft.to.trim())) errors.to = 'YYYY-MM-DD';
  for (const f of ['minStake', 'maxStake'] as const) if (draft[f].trim() && !(Number(draft[f]) >= 0)) errors[f] = 'Rupees, 0 or more.';
  return errors;
}

const tone = (status: string) => (status === 'matched' ? 'info' : status === 'settled' ? 'ok' : status === 'pending' ? 'warn' : 'muted');

const BETS_LIST: PagedList = { pageSize: BETS_PAGE_SIZE, counted: 'found', failed: 'The bets could not be loaded.' };

const COLUMNS: ReadonlyArray<ListColumn<BetRow>> = [
  { label: 'Bet', cell: (b) => <span title={b.betId}>#{b.id}</span> },
  { label: 'Placed (IST)', cell: (b) => b.placedAt },
  { label: 'Player', cell: (b) => <Link to={ADMIN_PAGES.player(b.player)}>{b.player}</Link> },
  { label: 'Event', align: 'wide', cell: (b) => b.eventName },
  {
    label: 'Market',
    cell: (b) => (
      <Link to={marketBetsPage(b.marketId)} title={b.marketId}>
        {b.marketName}
      </Link>
    ),
  },
  { label: 'Selection', cell: (b) => b.selectionName },
  { label: 'Side', cell: (b) => <Badge $tone={b.side === 'back' ? 'info' : 'warn'}>{b.side}</Badge> },
  { label: 'Odds', align: 'num', cell: (b) => b.odds },
  { label: 'Stake', align: 'num', cell: (b) => <Money value={b.stake} /> },
  { label: 'Liability', align: 'num', cell: (b) => <Money value={b.liability} signed /> },
  { label: 'Profit', align: 'num', cell: (b) => <Money value={b.profit} /> },
  { label: 'Status', cell: (b) => <Badge $tone={tone(b.status)}>{b.status}</Badge> },
  { label: 'Result', align: 'num', cell: (b) => (b.status === 'settled' ? <Money value={b.result} signed /> : '—') },
  { label: 'IP', cell: (b) => b.ip || '—' },
];

export function BetsPage() {
  const [params] = useSearchParams();
  const list = useListFilter(EMPTY, check);
  const { applyNow } = list;
  // A link into the search (from an alert, a market, the risk book) applies its filter at once.
  const linked = params.toString();
  useEffect(() => {
    if (!linked) return;
    const query = new URLSearchParams(linked);
    applyNow({ ...EMPTY, ...Object.fromEntries([...query.entries()].filter(([k]) => k in EMPTY)) });
  }, [linked, applyNow]);
  const bets = useBetsQuery({ filter: list.applied, page: list.page });
  const market = list.applied.marketId.trim();
  return (
    <>
      <PageTitle>Bets</PageTitle>
      {market && <MarketPositions marketId={market} />}
      <DataList
        label="Bets"
        {...pagedListState(bets, list, BETS_LIST)}
        columns={COLUMNS}
        rowKey={(b) => b.id}
        empty="No bet matches these filters."
        csv={{ href: betsCsvUrl(list.applied), label: 'Export CSV' }}
        filters={
          <FilterForm label="Search bets" onApply={list.apply} submit="Search">
            <Field label="Bet id" {...list.bind('betId')} />
            <Field label="Player" {...list.bind('player')} />
            <Field label="Market id" {...list.bind('marketId')} />
            <Field label="Event id" inputMode="numeric" {...list.bind('eventId')} />
            <Field label="From (IST)" type="date" {...list.bind('from')} />
            <Field label="To (IST)" type="date" {...list.bind('to')} />
            <SelectField label="Status" options={STATUS_OPTIONS} {...list.bind('status')} />
            <Field label="Stake from (₹)" inputMode="decimal" {...list.bind('minStake')} />
            <Field label="Stake to (₹)" inputMode="decimal" {...list.bind('maxStake')} />
          </FilterForm>
        }
      />
    </>
  );
}

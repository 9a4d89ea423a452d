// A player, a clock and the server answers the report tests share: one India v Australia match
// odds market won (a back and a lay bet), a fancy session lost, a void market without bets, and
// account entries on both sides of the default range.
import type { LoginInfo } from '../domain/contract/auth';
import type {
  AccountStatementResponse,
  AccountStatementRow,
  BetDetailRow,
  BetHistoryResponse,
  PlMainRow,
} from '../domain/contract/reports';
import { PLAYER1_LOGIN } from './authStore';

export const PLAYER1: LoginInfo = { ...PLAYER1_LOGIN, Id: 5 };
export const SELF1: LoginInfo = { ...PLAYER1, Id: 7, UserName: 'self1', selfUser: 1 };

/** 2025-01-15 15:30 in India: the default range is 2025-01-14 00:00:00 to 2025-01-15 23:59:59. */
export const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);
export const DEFAULT_FROM = '2025-01-14 00:00:00';
export const DEFAULT_TO = '2025-01-15 23:59:59';

export const STATEMENT_PATH = `/GetAccountStatement/${PLAYER1.Id}`;
export const PROFIT_LOSS_PATH = `/GetProfitAndLossByDate/${PLAYER1.Id}`;
export const BET_HISTORY_PATH = `/GetBetHistoryByDate/${PLAYER1.Id}`;

export function bet(overrides: Partial<BetDetailRow> & Pick<BetDetailRow, 'id'>): BetDetailRow {
  return {
    eventId: '1000042',
    eventName: 'India v Australia',
    sportId: 4,
    market: 'Match Odds',
    marketId: '1.101',
    marketKind: 'Matchodds',
    oddsType: 1,
    selectionId: 11,
    selection: 'India',
    type: 'back',
    oddsRequest: 1.85,
    rate: null,
    amountStake: 1000,
    profit: 850,
    liability: -1000,
    resultAmount: 0,
    placeTime: '2025-01-14 15:00:00',
    settleTime: null,
    ipAddress: '10.0.0.7',
    isSettlement: 2,
    ...overrides,
  };
}

export const BACK_WON = bet({ id: 501, resultAmount: 850, isSettlement: 1, settleTime: '2025-01-14 18:30:00' });
export const LAY_LOST = bet({
  id: 502,
  type: 'lay',
  oddsRequest: 1.9,
  amountStake: 200,
  profit: 200,
  liability: -180,
  resultAmount: -180,
  isSettlement: 1,
  placeTime: '2025-01-14 15:05:00',
  settleTime: '2025-01-14 18:30:00',
  ipAddress: '10.0.0.8',
});
export const FANCY_LOST = bet({
  id: 503,
  market: '6 over runs',
  marketId: 'F-9',
  marketKind: 'Fancy',
  oddsType: 3,
  selectionId: 90,
  selection: '6 over runs',
  oddsRequest: 48,
  rate: 100,
  amountStake: 500,
  profit: 500,
  liability: -500,
  resultAmount: -500,
  isSettlement: 1,
  placeTime: '2025-01-15 11:00:00',
  settleTime: '2025-01-15 12:00:00',
});

function summary(overrides: Partial<PlMainRow> & Pick<PlMainRow, 'id'>): PlMainRow {
  return {
    sportId: 4,
    sportName: 'Cricket',
    event: 'India v Australia',
    eventId: '1000042',
    eventName: 'India v Australia',
    market: 'Match Odds',
    marketId: '1.101',
    marketKind: 'Matchodds',
    selectionId: 11,
    result: 'India',
    amount: 670,
    placeTime: '2025-01-14 15:00:00',
    settleTime: '2025-01-14 18:30:00',
    createdDate: '2025-01-14 18:30:00',
    totalBets: 2,
    ...overrides,
  };
}

export const MATCH_ODDS_PL = summary({ id: 21 });
export const FANCY_PL = summary({
  id: 22,
  market: '6 over runs',
  marketId: 'F-9',
  marketKind: 'Fancy',
  selectionId: null,
  result: '47 runs',
  amount: -500,
  placeTime: '2025-01-15 11:00:00',
  settleTime: '2025-01-15 12:00:00',
  createdDate: '2025-01-15 12:00:00',
  totalBets: 1,
});
export const VOID_PL = summary({
  id: 23,
  eventName: 'Spain v Italy',
  event: 'Spain v Italy',
  sportId: 1,
  sportName: 'Football',
  marketId: '1.300',
  selectionId: null,
  result: 'void',
  amount: 0,
  createdDate: '2025-01-15 13:00:00',
  totalBets: 0,
});

function entry(overrides: Partial<AccountStatementRow> & Pick<AccountStatementRow, 'id' | 'createdDate' | 'remarks'>): AccountStatementRow {
  return { deposit: 0, withdraw: 0, balance: 0, toUserName: 'player1', kind: 'credit', type: 'account', marketId: null, ...overrides };
}

export const STATEMENT: AccountStatementResponse = {
  isSuccess: true,
  accountstatement: [
    entry({ id: 19, createdDate: '2025-01-13 23:59:59', remarks: 'Credit before the range', deposit: 50, balance: 50 }),
    entry({ id: 20, createdDate: '2025-01-14 00:00:00', remarks: 'Credit by operator', deposit: 100000, balance: 100050 }),
    entry({
      id: 21,
      createdDate: '2025-01-14 18:30:00',
      remarks: 'India v Australia / Match Odds / India',
      deposit: 670,
      balance: 100720,
      kind: 'settlement',
      type: 'sport',
      marketId: '1.101',
    }),
    entry({
      id: 22,
      createdDate: '2025-01-15 12:00:00',
      remarks: 'India v Australia / 6 over runs / 47 runs',
      withdraw: 500,
      balance: 100220,
      kind: 'settlement',
      type: 'sport',
      marketId: 'F-9',
    }),
    entry({
      id: 23,
      createdDate: '2025-01-15 13:00:00',
      remarks: 'Spain v Italy / Match Odds / void',
      balance: 100220,
      kind: 'settlement',
      type: 'sport',
      marketId: '1.300',
    }),
    entry({ id: 24, createdDate: '2025-01-15 23:59:59', remarks: 'Debit by operator', withdraw: 1000, balance: 99220, kind: 'debit' }),
    entry({ id: 25, createdDate: '2025-01-16 00:00:00', remarks: 'Credit after the range', deposit: 5, balance: 99225 }),
  ],
  plMainVMList: [MATCH_ODDS_PL, FANCY_PL, VOID_PL],
  plMainDetailVMList: [BACK_WON, LAY_LOST, FANCY_LOST],
};

/** `count` bets numbered from `firstId`, alternating back and lay. */
export function betPage(count: number, firstId = 1000): BetDetailRow[] {
  return Array.from({ length: count }, (_, i) =>
    bet({ id: firstId + i, type: i % 2 === 0 ? 'back' : 'lay', selection: `Runner ${firstId + i}` }),
  );
}

export function history(totalrows: number, rows: BetDetailRow[]): BetHistoryResponse {
  return { isSuccess: true, data: rows, totalrows };
}

// The statement's rules (spec §4) and the Result popup's content, without a page.
import { defaultRange, formatReportDate, rangeQuery } from './reportDates';
import { priceText, resultView, statementRows } from './reportRows';
import { BACK_WON, FANCY_LOST, FANCY_PL, LAY_LOST, MATCH_ODDS_PL, NOW, STATEMENT, VOID_PL } from '../../testing/reportFixtures';

const RANGE = rangeQuery({ from: '2025-01-14', to: '2025-01-15' });
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('report dates', () => {
  it('defaults to yesterday and today in India, whatever the hour in UTC', () => {
    expect(defaultRange(NOW)).toEqual({ from: '2025-01-14', to: '2025-01-15' });
    // 20:00 UTC on the 15th is already 01:30 on the 16th in India.
    expect(defaultRange(Date.UTC(2025, 0, 15, 20, 0, 0))).toEqual({ from: '2025-01-15', to: '2025-01-16' });
  });

  it('asks from the first second of the from-date to the last second of the to-date', () => {
    expect(RANGE).toEqual({ fromDateTime: '2025-01-14 00:00:00', toDateTime: '2025-01-15 23:59:59' });
  });

  it('shows dates as DD/MM/YYYY hh:mm:ss A, and a missing one as a dash', () => {
    expect(formatReportDate('2025-01-14 18:30:05')).toBe('14/01/2025 06:30:05 PM');
    expect(formatReportDate(null)).toBe('-');
    expect(formatReportDate('not a date')).toBe('-');
  });
});

describe('statement rows', () => {
  it('keeps a row only when its date lies between the from-date and the end of the to-date', () => {
    expect(ids(statementRows(STATEMENT.accountstatement, 'all', RANGE))).toEqual([20, 21, 22, 23, 24]);
  });

  it('switches between all, account-only and sport-only rows', () => {
    expect(ids(statementRows(STATEMENT.accountstatement, 'account', RANGE))).toEqual([20, 24]);
    expect(ids(statementRows(STATEMENT.accountstatement, 'sport', RANGE))).toEqual([21, 22, 23]);
  });
});

describe('result view', () => {
  const { plMainVMList, plMainDetailVMList } = STATEMENT;

  it('is the market summary with its bets, counted and totalled', () => {
    const view = resultView({ marketId: '1.101', summaryId: 21 }, plMainVMList, plMainDetailVMList);
    expect(view).toEqual({ summary: MATCH_ODDS_PL, bets: [BACK_WON, LAY_LOST], totalBets: 2, totalAmount: 670 });
  });

  it('totals the bets to the paisa when no summary is known', () => {
    const bets = [
      { ...BACK_WON, resultAmount: 0.1 },
      { ...LAY_LOST, resultAmount: 0.2 },
    ];
    expect(resultView({ marketId: '1.101' }, [], bets)?.totalAmount).toBe(0.3);
  });

  it('does not exist for a market without bets, or with nothing selected', () => {
    expect(resultView({ marketId: VOID_PL.marketId, summaryId: VOID_PL.id }, plMainVMList, plMainDetailVMList)).toBeNull();
    expect(resultView(null, plMainVMList, plMainDetailVMList)).toBeNull();
  });

  it('reads a fancy price as its line and rate, the others as the price', () => {
    expect(priceText(FANCY_LOST)).toBe('48/100');
    expect(priceText(BACK_WON)).toBe('1.85');
    expect(resultView({ marketId: 'F-9', summaryId: 22 }, plMainVMList, plMainDetailVMList)?.summary).toBe(FANCY_PL);
  });
});

// The report charts' figures: a day's net from its settled markets (India time), the balance line.
import { balanceLine, dailyProfitLoss, istSeconds } from './chartData';
import { sparkPoints } from './PriceSparkline';
import type { AccountStatementRow, PlMainRow } from '../../domain/contract/reports';

const market = (settleTime: string, amount: number) => ({ settleTime, amount }) as PlMainRow;
const entry = (id: number, createdDate: string, balance: number) => ({ id, createdDate, balance }) as AccountStatementRow;

it('sums each India day, a profit in the profit series and a loss in the loss series', () => {
  const daily = dailyProfitLoss([
    market('2026-11-21 23:50:00', 150),
    market('2026-11-20 10:00:00', -300.5),
    market('2026-11-21 00:10:00', -50),
    market('2026-11-20 11:00:00', 100.25),
  ]);
  expect(daily.days).toEqual([istSeconds('2026-11-20'), istSeconds('2026-11-21')]);
  expect(daily.days[0]).toBe(Date.parse('2026-11-19T18:30:00Z') / 1000);
  expect(daily.profit).toEqual([null, 100]);
  expect(daily.loss).toEqual([-200.25, null]);
});

it('draws the balance in time order, spreading entries of the same second', () => {
  const line = balanceLine([
    entry(3, '2026-11-21 10:00:05', 900),
    entry(1, '2026-11-21 10:00:00', 1000),
    entry(2, '2026-11-21 10:00:00', 950),
  ]);
  expect(line.balances).toEqual([1000, 950, 900]);
  expect(line.times[1]).toBeGreaterThan(line.times[0]);
  expect(line.times[2]).toBe(istSeconds('2026-11-21 10:00:05'));
});

it('a sparkline spans its box: oldest on the left, the lowest price at the bottom; gaps skipped', () => {
  expect(sparkPoints([0, 1], [2, null])).toBe('');
  expect(sparkPoints([0, 10, 20], [2, null, 1.5]).split(' ')).toEqual(['0.0,1.0', '56.0,17.0']);
});

// The figures the report charts draw, from the rows the report pages already have (pure, tested).
import type { AccountStatementRow, PlMainRow } from '../../domain/contract/reports';

/** Epoch seconds of an IST wall-clock text ('YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD'). */
export const istSeconds = (text: string): number =>
  Date.parse(`${text.slice(0, 10)}T${text.length > 10 ? text.slice(11, 19) : '00:00:00'}+05:30`) / 1000;

export interface DailyProfitLoss {
  /** Epoch seconds of each IST day's midnight, oldest first. */
  days: number[];
  /** The day's net in rupees when it is a profit (else null), and when it is a loss. */
  profit: Array<number | null>;
  loss: Array<number | null>;
}

/** Each IST day's net profit or loss over the settled markets (by when they settled). */
export function dailyProfitLoss(rows: readonly PlMainRow[]): DailyProfitLoss {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = row.settleTime.slice(0, 10);
    byDay.set(day, Math.round(((byDay.get(day) ?? 0) + row.amount) * 100) / 100);
  }
  const days = [...byDay.keys()].sort();
  return {
    days: days.map(istSeconds),
    profit: days.map((d) => ((byDay.get(d) ?? 0) >= 0 ? (byDay.get(d) ?? 0) : null)),
    loss: days.map((d) => ((byDay.get(d) ?? 0) < 0 ? (byDay.get(d) ?? 0) : null)),
  };
}

/** The balance after each entry of the statement, in time order. */
export function balanceLine(rows: readonly AccountStatementRow[]): { times: number[]; balances: number[] } {
  const sorted = [...rows].sort((a, b) => (a.createdDate === b.createdDate ? a.id - b.id : a.createdDate < b.createdDate ? -1 : 1));
  const times: number[] = [];
  const balances: number[] = [];
  for (const row of sorted) {
    let t = istSeconds(row.createdDate);
    // uPlot needs x strictly increasing: entries of one second are spread by a millisecond.
    if (times.length > 0 && t <= times[times.length - 1]) t = times[times.length - 1] + 0.001;
    times.push(t);
    balances.push(row.balance);
  }
  return { times, balances };
}

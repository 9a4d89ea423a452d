// What the live client and the replay share: a BetfairBook holds the markets as the stream left them,
// and the players' state, every change and each result come from it, as does the book's part of the
// operator's Feed view.
import type { Clock } from '../../lib/clock';
import type { FeedProvider, FeedState, Unsubscribe } from '../provider';
import type { FeedResult, FeedUpdate } from '../types';
import { BetfairBook, type BetfairBookOptions } from './betfairBook';

/** The Feed view's figures that come from the book, whichever way the stream arrives. */
export interface BookStatus {
  lastMessageAt: number | null;
  messages: number;
  /** Market id → OPEN / SUSPENDED / CLOSED. */
  markets: Record<string, string>;
  clk: string | null;
  initialClk: string | null;
  badInput: Record<string, number>;
  /** Markets closed without a single winner, waiting for the operator's result. */
  undecided: string[];
  lastErrors: Array<{ at: number; text: string }>;
}

export abstract class BookFeed implements FeedProvider {
  readonly book: BetfairBook;

  constructor(options: Omit<BetfairBookOptions, 'now'> & { clock: Clock }) {
    this.book = new BetfairBook({ ...options, now: () => options.clock.now() });
  }

  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;

  current(): FeedState {
    return this.book.current();
  }

  onUpdate(listener: (update: FeedUpdate) => void): Unsubscribe {
    return this.book.onUpdate(listener);
  }

  onResult(listener: (result: FeedResult) => void): Unsubscribe {
    return this.book.onResult(listener);
  }

  bookStatus(): BookStatus {
    const { book } = this;
    return {
      lastMessageAt: book.lastMessageAt,
      messages: book.messages,
      markets: Object.fromEntries(book.marketStatus),
      clk: book.cache.clk,
      initialClk: book.cache.initialClk,
      badInput: book.bad.totals(),
      undecided: [...book.undecided],
      lastErrors: book.bad.last().map((e) => ({ at: e.at, text: `${e.kind}: ${e.detail}` })),
    };
  }
}

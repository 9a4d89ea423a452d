// FEED_SOURCE=betfair-file: Betfair's historical files replayed as if live. The files' messages are
// merged in publish-time order (a market stream and its cricket score stream interleave), the pause
// between two messages is the files' own, shortened to BETFAIR_REPLAY_MAX_GAP_MS and divided by
// BETFAIR_REPLAY_SPEED, and every time is shifted so that the message being replayed is "now". At
// the end of the files the replay stops; the events stay as the last message left them.
import type { Clock } from '../../lib/clock';
import type { BetfairBookOptions } from './betfairBook';
import { BookFeed } from './bookFeed';
import { readStreamLines } from './streamFile';

export interface ReplayFeedOptions extends Omit<BetfairBookOptions, 'now'> {
  files: string[];
  speed: number;
  maxGapMs: number;
  clock: Clock;
  /** Awaited before each message: a test holds the replay at a moment of the file (a market open). */
  hold?: (publishTime: number) => Promise<void> | void;
}

const PUBLISH_TIME = /"pt":\s*(\d+)/;

const publishTimeOf = (line: string): number | null => {
  const match = PUBLISH_TIME.exec(line);
  return match?.[1] ? Number(match[1]) : null;
};

interface Head {
  lines: AsyncGenerator<string>;
  line: string;
  pt: number;
}

export class ReplayFeed extends BookFeed {
  private stopped = false;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Resolves when the replay has read every file (or was stopped). */
  finished: Promise<void> = Promise.resolve();
  done = false;

  constructor(private readonly options: ReplayFeedOptions) {
    super(options);
  }

  async start(): Promise<void> {
    if (this.running) return;
    let first: () => void = () => undefined;
    const firstState = new Promise<void>((resolve) => (first = resolve));
    this.running = this.run(first).catch((error: unknown) => this.options.onError(error));
    this.book.watchStaleness();
    this.finished = this.running.finally(() => {
      // The files are over: nothing more will come, and that is not a stale stream.
      this.book.unwatch();
      this.done = true;
      first();
    });
    await firstState;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.running;
  }

  private async run(first: () => void): Promise<void> {
    const heads: Head[] = [];
    for (const file of this.options.files) {
      const head = await this.advance({ lines: readStreamLines(file, this.book.bad), line: '', pt: 0 });
      if (head) heads.push(head);
    }
    let previous: number | null = null;
    let shift = 0;
    while (heads.length > 0 && !this.stopped) {
      // The earliest message of all files goes next.
      let index = 0;
      for (let i = 1; i < heads.length; i++) if ((heads[i]?.pt ?? 0) < (heads[index]?.pt ?? 0)) index = i;
      const head = heads[index];
      if (!head) break;
      if (previous !== null && head.pt > previous)
        await this.pause(Math.min(head.pt - previous, this.options.maxGapMs) / this.options.speed);
      await this.options.hold?.(head.pt);
      if (this.stopped) break;
      if (head.pt > 0) {
        previous = head.pt;
        shift = this.options.clock.now() - head.pt;
      }
      this.book.apply(head.line, shift);
      first();
      const next = await this.advance(head);
      if (next) heads[index] = next;
      else heads.splice(index, 1);
    }
    for (const head of heads) await head.lines.return(undefined);
    if (!this.stopped) this.options.log(`[betfair] replay finished: ${this.book.messages} messages`);
  }

  /** The file's next non-empty line, or null at its end. */
  private async advance(head: Head): Promise<Head | null> {
    for (;;) {
      const next = await head.lines.next();
      if (next.done) return null;
      if (next.value.trim() === '') continue;
      return { lines: head.lines, line: next.value, pt: publishTimeOf(next.value) ?? head.pt };
    }
  }

  private pause(ms: number): Promise<void> {
    if (ms < 1) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }
}

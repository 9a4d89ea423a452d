import fs from 'node:fs';
import path from 'node:path';
import { ManualClock } from '../../test/clock';
import type { FeedUpdate } from '../types';
import { BetfairBook } from './betfairBook';

const lines = fs
  .readFileSync(path.join(__dirname, 'fixtures', '1.197931750'), 'utf8')
  .split('\n')
  .filter(Boolean);

describe('a stale Betfair stream', () => {
  it('suspends its OPEN markets for players after FEED_STALE_S without a message, and shows them again when a message comes', () => {
    const clock = new ManualClock();
    const logged: string[] = [];
    const book = new BetfairBook({
      gbpInr: 100,
      catalogueDir: null,
      onError: (e) => {
        throw e;
      },
      log: (l) => logged.push(l),
      now: () => clock.now(),
      staleMs: 15_000,
    });
    const updates: FeedUpdate[] = [];
    book.onUpdate((u) => updates.push(u));
    book.apply(must(lines[0]), 0);
    const status = () => book.current().events[0]?.book.matchOdds.status;
    expect(status()).toBe('OPEN');

    clock.advance(14_000);
    expect(book.checkStale()).toBe(false);
    clock.advance(1_000);
    expect(book.checkStale()).toBe(true);
    expect(status()).toBe('SUSPENDED');
    expect(updates.at(-1)?.events[0]?.book.matchOdds.status).toBe('SUSPENDED');
    expect(logged).toEqual([expect.stringContaining('OPEN markets suspended for players')]);

    book.apply(must(lines[1]), 0);
    expect(book.stale).toBe(false);
    expect(status()).toBe('OPEN');
    expect(updates.at(-1)?.events[0]?.book.matchOdds.status).toBe('OPEN');
  });
});

function must(line: string | undefined): string {
  if (line === undefined) throw new Error('no such line');
  return line;
}

// A Betfair source (a file replay or the live client) wired behind the feed and the settlement as
// npm start wires them, for tests that stop the stream at a chosen point and look at the product.
import { loadConfig } from '../../../config';
import { startSettlement, type SettlementWorker } from '../../../settlement/subscriber';
import type { TestApp } from '../../../test/app';
import { PersistedFeed } from '../../persistedFeed';
import { FeedRecorder } from '../../recorder';
import { makeBetfairSource, type BetfairSource, type BetfairSourceDeps } from '../source';

/** Holds the stream at the first message at or past `from` (a publish time, or a line index) until release(). */
export function holdFrom(from: number) {
  let heldAt: (at: number) => void = () => undefined;
  let release: () => void = () => undefined;
  const held = new Promise<number>((resolve) => (heldAt = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    /** Resolves with the message where the stream stopped. */
    held,
    release: () => release(),
    hold: async (at: number): Promise<void> => {
      if (at < from) return;
      heldAt(at);
      await gate;
    },
  };
}

export interface FeedUnderTest {
  source: BetfairSource;
  provider: PersistedFeed;
  settlement: SettlementWorker;
  stop(): Promise<void>;
}

/** The source of `env` (FEED_SOURCE=betfair-file or betfair) feeding `t`'s app and settling its markets. */
export async function startBetfairFeed(
  t: TestApp,
  env: Record<string, string>,
  deps: Omit<BetfairSourceDeps, 'clock' | 'onError'> = {},
): Promise<FeedUnderTest> {
  const config = loadConfig(env as NodeJS.ProcessEnv);
  const onError = (error: unknown) => console.error(error);
  const source = await makeBetfairSource(t.deps.db, config.feedSource, { clock: t.clock, onError, ...deps });
  const provider = new PersistedFeed(source, new FeedRecorder(t.deps.db), t.clock, onError, { keepOpenEvents: true });
  t.deps.snapshots.attach(provider);
  const settlement = startSettlement(t.deps.db, provider);
  await provider.start();
  return {
    source,
    provider,
    settlement,
    stop: async () => {
      await provider.stop();
      await settlement.stop();
    },
  };
}

export interface HeldReplay extends FeedUnderTest {
  /** Lets the replay run on from where it was held (also before stop, so that it can end). */
  release(): void;
  /** Lets the replay run to its file's end, and waits until the feed and the settlement caught up. */
  playToTheEnd(): Promise<void>;
}

/** A file replay (`env` names the files) feeding `t`, held at the first message at or past `from`, its book caught up there. */
export async function startHeldReplay(t: TestApp, from: number, env: Record<string, string>): Promise<HeldReplay> {
  const stopAt = holdFrom(from);
  const feed = await startBetfairFeed(t, { FEED_SOURCE: 'betfair-file', BETFAIR_REPLAY_SPEED: '1000000', ...env }, { hold: stopAt.hold });
  await stopAt.held;
  await feed.provider.idle();
  return {
    ...feed,
    release: stopAt.release,
    playToTheEnd: async () => {
      stopAt.release();
      await feed.source.finished;
      await feed.provider.idle();
      await feed.settlement.idle();
    },
  };
}

// The cluster test's feed processes: `node --import tsx server/feed/main.ts` as real children (one
// process each, so kill -9 hits the feed itself), on the cluster's DATABASE_URL.
import { startProductChild } from '../productChild';

export interface FeedProcess {
  pid: number;
  output(): string;
  /** Whether it printed that it leads (at its start, or on taking over). */
  leads(): boolean;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFeedProcess(env: Record<string, string>): Promise<FeedProcess> {
  const { child } = await startProductChild('server/feed/main.ts', { LOG_LEVEL: 'warn', ...env }, /Feed running|Feed standing by/, 'feed');
  return {
    pid: child.pid,
    output: child.output,
    leads: () => /Feed running|this process leads/.test(child.output()),
    kill9: child.kill9,
    stop: () => child.stop(15_000),
  };
}

// Which fancy No line to tap in the betting journey, and why retries stay few. The simulator
// (server/feed/simulator cricket.ts, pricing.ts fancyLine) bowls a ball every 40 s; a session's
// projection changes only with a ball, and the ball is "running" (the row's 'Ball Running' overlay)
// for the last 10 s before it. Every tick it redraws each line as round(projection ± 0.6), so a line
// flickers between two values, rarely three; the steadiest session shows one of them about three
// ticks in four. A No bet is matched only if its line is still shown at the end of the 1 s delay,
// otherwise 'Odds Changed!'. So: watch the open sessions for a few ticks of one ball, tap the No of
// the line seen most often, and when it flickers away, watch again and tap again (bounded).
import type { Page } from 'playwright-core';
import type { MatchOddsResponse, ScoreResponse, SportEvent } from '../../src/domain/contract/sports';
import { call, scorePath } from './betting.helpers';
import { MOVED, PRICE_GONE, submitBet, type Answer } from './betting.slip';

const TICKS_TO_WATCH = 6;

interface FancyTick {
  tick: string;
  ball: string;
  /** No line per open session (GameStatus ''). */
  open: Map<string, number>;
}

async function fancyTick(page: Page, event: SportEvent): Promise<FancyTick | null> {
  const before = (await call<ScoreResponse>(page, scorePath(event.gameId))).data;
  const odds = await call<MatchOddsResponse>(page, `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`);
  const after = (await call<ScoreResponse>(page, scorePath(event.gameId))).data;
  if (before.updatedAt !== after.updatedAt) return null; // a tick fell between the calls
  const open = new Map(odds.Fancy.filter((s) => s.GameStatus === '' && s.LayPrice1 > 0).map((s) => [s.RunnerName, s.LayPrice1]));
  return { tick: after.updatedAt, ball: JSON.stringify(after.score), open };
}

/** The session, and its No line, most often shown over six ticks of one ball with the session open. */
export async function steadiestNoLine(
  page: Page,
  event: SportEvent,
  timeoutMs = 60_000,
): Promise<{ session: string; line: number; seen: string }> {
  const until = Date.now() + timeoutMs;
  let ticks: FancyTick[] = [];
  while (Date.now() < until) {
    const now = await fancyTick(page, event);
    const last = ticks[ticks.length - 1];
    // A new ball moves every projection, and a closed row cannot be tapped: start watching again.
    if (now && (!last || now.ball !== last.ball || now.open.size === 0)) ticks = now.open.size > 0 ? [now] : [];
    else if (now && now.tick !== last.tick) ticks.push(now);
    if (ticks.length >= TICKS_TO_WATCH) {
      const open = [...ticks[0].open.keys()].filter((name) => ticks.every((t) => t.open.has(name)));
      let best: { session: string; line: number; count: number } | null = null;
      for (const session of open) {
        const lines = ticks.map((t) => t.open.get(session) as number);
        for (const line of new Set(lines)) {
          const count = lines.filter((l) => l === line).length;
          if (!best || count > best.count) best = { session, line, count };
        }
      }
      if (best) return { session: best.session, line: best.line, seen: `${best.count} of ${ticks.length} ticks` };
      ticks = []; // every session closed for a tick (a ball about to be bowled): watch the next ball
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`${event.eventName}: no fancy session open for ${TICKS_TO_WATCH} ticks within ${timeoutMs / 1000} s`);
}

/**
 * A No bet on the match page of `event` (open): each try watches the sessions again and taps the
 * steadiest line; a try the book moved under (MOVED, or the line not shown again within 5 s) is
 * followed by another, at most `attempts`. A try needs the line on 2–3 ticks in a row (about 0.8 each),
 * so about one in two succeeds; ten leave a chance of about 1 in 1000 to fail.
 */
export async function placeNoBet(page: Page, event: SportEvent, stake: string, answerMs: number, attempts = 10) {
  const fancy = page.getByRole('region', { name: 'Fancy', exact: true });
  const tries: string[] = [];
  for (let i = 1; i <= attempts; i += 1) {
    const { session, line, seen } = await steadiestNoLine(page, event);
    const no = fancy
      .getByRole('group', { name: session, exact: true })
      .getByRole('button', { name: new RegExp(`^no ${session.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${line}( |$)`) });
    const answer: Answer = await submitBet(page, no, stake, { answerMs, clickMs: 5000 });
    tries.push(
      `try ${i}: No ${session} at ${line} (shown ${seen}): ${answer.message}${MOVED[answer.message] ? ` — ${MOVED[answer.message]}` : ''}`,
    );
    if (!(answer.message in MOVED) && answer.message !== PRICE_GONE) return { answer, session, tries };
  }
  throw new Error(`no fancy No bet answered in ${attempts} tries: ${tries.join(' | ')}`);
}

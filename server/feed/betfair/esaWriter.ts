// The other way round: the feed model written as Exchange Stream lines (`mcm` for match odds, `ccm`
// for cricket scores), so the simulator's output can be recorded and replayed as Betfair's files are
// (`npm run feed -- --record FILE`), and the two sources stay interchangeable. Each market's first
// change is an image (img, with its definition); later ones send the definition when its status,
// in-play flag or runners changed, and the three best-offer levels each side (size 0 clears a level).
import type { FeedEventState, FeedResult, FeedUpdate } from '../types';
import type { MarketDefinition, RunnerChange } from './esaTypes';

const round2 = (n: number) => Math.round(n * 100) / 100;

export class EsaWriter {
  private clk = 0;
  private readonly definitions = new Map<string, string>();
  private readonly last = new Map<string, FeedEventState>();

  constructor(private readonly gbpInr: number) {}

  /** The lines one feed update makes (none when it changed no match-odds market). */
  lines(update: FeedUpdate): string[] {
    const results = new Map(update.results.map((r) => [r.marketId, r]));
    const states = update.events.filter((s) => s.book.matchOdds.runners.length > 0);
    for (const s of states) this.last.set(s.book.matchOdds.marketId, s);
    // A result may come after its event's last state: the market closes on that last state.
    const closing = update.results
      .filter((r) => r.kind === 'Matchodds' && !states.some((s) => s.book.matchOdds.marketId === r.marketId))
      .flatMap((r) => {
        const last = this.last.get(r.marketId);
        return last ? [last] : [];
      });
    const written = [...states, ...closing];
    const changes = written.map((s) => this.marketChange(s, results.get(s.book.matchOdds.marketId)));
    for (const r of update.results) if (r.kind === 'Matchodds') this.last.delete(r.marketId);
    const out: string[] = [];
    if (changes.length === 0) return out;
    const pt = Math.max(...written.map((s) => s.updatedAt));
    this.clk += 1;
    out.push(JSON.stringify({ op: 'mcm', clk: String(this.clk), pt, mc: changes }));
    const scores = update.events.filter((s) => s.score.score.sport === 'cricket').map((s) => this.cricketChange(s));
    if (scores.length > 0) out.push(JSON.stringify({ op: 'ccm', clk: String(this.clk), pt, cc: scores }));
    return out;
  }

  private definition(state: FeedEventState, result: FeedResult | undefined): MarketDefinition {
    const { event, book } = state;
    const closed = book.matchOdds.status === 'CLOSED' || result !== undefined;
    const winner = result?.outcome === 'winner' ? result.winnerSelectionId : null;
    return {
      eventId: String(event.id),
      eventTypeId: String(event.sportId),
      marketType: 'MATCH_ODDS',
      bettingType: 'ODDS',
      status: closed ? 'CLOSED' : book.matchOdds.status,
      inPlay: event.status === 'inplay',
      betDelay: event.sourceBetDelayS ?? 0,
      marketTime: new Date(event.startsAt).toISOString(),
      openDate: new Date(event.startsAt).toISOString(),
      numberOfWinners: 1,
      name: 'Match Odds',
      eventName: event.name,
      runners: book.matchOdds.runners.map((r, i) => ({
        id: r.selectionId,
        name: r.name,
        sortPriority: i + 1,
        status: winner !== null ? (r.selectionId === winner ? 'WINNER' : 'LOSER') : r.status,
      })),
    };
  }

  private marketChange(state: FeedEventState, result: FeedResult | undefined) {
    const marketId = state.book.matchOdds.marketId;
    const definition = this.definition(state, result);
    const key = JSON.stringify([definition.status, definition.inPlay, definition.runners]);
    const first = !this.definitions.has(marketId);
    const changed = this.definitions.get(marketId) !== key;
    this.definitions.set(marketId, key);
    const levels = (side: Array<{ price: number; size: number }>) =>
      [0, 1, 2].map((level): [number, number, number] => {
        const at = side[level];
        return at ? [level, at.price, round2(at.size / this.gbpInr)] : [level, 0, 0];
      });
    const rc: RunnerChange[] = state.book.matchOdds.runners.map((r) => ({ id: r.selectionId, batb: levels(r.back), batl: levels(r.lay) }));
    return {
      id: marketId,
      ...(first ? { img: true } : {}),
      ...(changed ? { marketDefinition: definition } : {}),
      tv: round2(state.book.matchOdds.totalMatched / this.gbpInr),
      rc,
    };
  }

  private cricketChange(state: FeedEventState) {
    const score = state.score.score;
    const runners = state.book.matchOdds.runners;
    const team = (name: string) => {
      const innings = score.sport === 'cricket' ? score.innings.filter((i) => i.team === name) : [];
      const inning = (n: number) => {
        const i = innings[n];
        return i ? { runs: i.runs, wickets: i.wickets, overs: i.overs } : undefined;
      };
      return { name, selectionId: runners.find((r) => r.name === name)?.selectionId, inning1: inning(0), inning2: inning(1) };
    };
    return {
      marketId: state.book.matchOdds.marketId,
      eventId: state.event.id,
      homeTeam: team(state.event.home),
      awayTeam: team(state.event.away),
    };
  }
}

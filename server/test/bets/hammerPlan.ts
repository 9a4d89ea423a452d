// The hammer test's load: what each player sends (drawn from a seeded PRNG) and a log of every answer.
// A player's calls run in LANES that overlap (several requests of one user in flight at once), and
// every player's lanes run at the same time. Every answer is checked against the set the API may
// give; anything else (a 500, an unknown message) is logged as unexpected.
import { MSG } from '../../../src/domain/messages';
import type { Db } from '../../db/database';
import { Random } from '../../feed/simulator/random';
import { auditWallets, type WalletProblem } from './hammerAudit';
import type { Offer } from './hammerMarkets';
import { BETS_MSG } from '../../modules/bets/messages';
import { client, savePayload, type BetSpec } from './testSupport';

export interface Player {
  index: number;
  userId: number;
  /** Paise the operator credited: the whole balance. */
  opening: number;
  api: ReturnType<typeof client>;
}

export interface Intent {
  player: Player;
  betId: string;
  spec: BetSpec;
  payload: Record<string, unknown>;
  phase: number;
}

export interface Accepted {
  player: Player;
  betId: string;
  spec: BetSpec;
  phase: number;
}

export type Step =
  | { type: 'save'; intent: Intent; earlyUpdate: boolean }
  | { type: 'update'; bet: Accepted; oddsRequest: number; late?: boolean }
  | { type: 'delete'; bet: Accepted }
  | { type: 'deleteAll'; player: Player }
  /** Money reserved by a withdrawal request while the player's bets are in flight. */
  | { type: 'withdraw'; player: Player; rupees: number };

export interface Answer {
  type: Step['type'] | 'earlyUpdate';
  userId: number;
  betId: string | null;
  status: number;
  message: string | null;
  late?: boolean;
}

const SAVE_REFUSALS = new Set<string>([MSG.insufficientBalance, MSG.exposureLimitExceed, MSG.oddsChanged]);
const UPDATE_REFUSALS = new Set<string>([
  MSG.oddsChanged,
  MSG.insufficientBalance,
  MSG.exposureLimitExceed,
  BETS_MSG.notPending,
  BETS_MSG.lapsed,
]);
/** A price nobody offers: the slip's price went stale between the tap and Submit. */
const STALE_PRICE = 2.5;

/** 30 alphanumeric characters, unique per player and number. */
export const hammerBetId = (player: number, n: number) =>
  `H${String(player).padStart(2, '0')}N${String(n).padStart(4, '0')}`.padEnd(30, 'q');

/** What everyone sends, drawn from one seed. */
export class Planner {
  private readonly rng: Random;
  private readonly counters = new Map<number, number>();
  readonly byBetId = new Map<string, Intent>();

  constructor(seed: number) {
    this.rng = new Random(seed);
  }

  get random(): Random {
    return this.rng;
  }

  /** Mostly small stakes; one in seven is more than the player's whole balance could cover. */
  private stake(player: Player): number {
    if (this.rng.chance(1 / 7)) return Math.min(100_000, Math.round(((player.opening / 100) * this.rng.between(1.2, 3)) / 100) * 100);
    return this.rng.pick([100, 100, 200, 300, 500, 800, 1000]);
  }

  private intent(player: Player, offer: Offer, phase: number, betId?: string): Intent {
    const n = (this.counters.get(player.index) ?? 0) + 1;
    this.counters.set(player.index, n);
    const id = betId ?? hammerBetId(player.index, n);
    const spec: BetSpec = { ...offer.spec, stake: this.stake(player) };
    const payload = savePayload(player.userId, spec, {
      BetId: id,
      EventId: String(offer.eventId),
      Event: offer.eventName,
      EventName: offer.eventName,
    });
    return { player, betId: id, spec, payload, phase };
  }

  /**
   * `count` saves per player on the offers: some at a stale price, some the same BetId sent again
   * (half of those right behind the first, so both are in flight together), a few with a BetId
   * another player already used.
   */
  saves(players: readonly Player[], offers: readonly Offer[], count: number, phase: number): Step[][] {
    const perPlayer = players.map((player) => {
      const steps: Step[] = [];
      while (steps.length < count) {
        const earlier = steps.filter((s): s is Extract<Step, { type: 'save' }> => s.type === 'save');
        const roll = this.rng.next();
        if (roll < 0.08 && earlier.length > 0) {
          const original = this.rng.chance(0.5) ? earlier[earlier.length - 1] : this.rng.pick(earlier);
          steps.push({ type: 'save', intent: original.intent, earlyUpdate: false });
          continue;
        }
        const others = roll < 0.095 ? [...this.byBetId.values()].filter((i) => i.player !== player && i.phase === phase) : [];
        const foreign = others.length > 0 ? this.rng.pick(others) : undefined;
        const offer: Offer =
          roll > 0.97
            ? {
                ...offers[0],
                spec: {
                  market: 'Matchodds',
                  marketId: offers[0].spec.marketId,
                  selectionId: offers[0].spec.selectionId,
                  side: 'back',
                  price: STALE_PRICE,
                },
              }
            : this.rng.pick(offers);
        const intent = this.intent(player, offer, phase, foreign?.betId);
        if (!foreign) this.byBetId.set(intent.betId, intent);
        steps.push({ type: 'save', intent, earlyUpdate: this.rng.chance(0.1) });
      }
      return steps;
    });
    return perPlayer;
  }
}

/** Deals each player's steps round-robin into `lanes` lanes (so neighbours run side by side). */
export function deal<T>(steps: readonly T[], lanes: number): T[][] {
  const out: T[][] = Array.from({ length: lanes }, () => []);
  steps.forEach((step, i) => out[i % lanes].push(step));
  return out;
}

export class LoadLog {
  readonly answers: Answer[] = [];
  readonly unexpected: Array<Answer & { body: string }> = [];
  readonly accepted = new Map<string, Accepted>();
  readonly afterAcceptProblems: WalletProblem[] = [];
  afterAcceptChecks = 0;

  constructor(private readonly db: Db) {}

  private record(answer: Answer, body: string, allowed: boolean): void {
    this.answers.push(answer);
    if (!allowed) this.unexpected.push({ ...answer, body });
  }

  /** Runs one step and logs its answer. */
  async run(step: Step): Promise<void> {
    if (step.type === 'save') return this.save(step.intent, step.earlyUpdate);
    if (step.type === 'withdraw') {
      const r = await step.player.api.withdraw({ userId: step.player.userId, withdrawAmountBtn: step.rupees });
      const message = r.statusCode === 200 ? null : r.json().message;
      const allowed = r.statusCode === 200 || (r.statusCode === 400 && message === MSG.insufficientFunds);
      return this.record({ type: 'withdraw', userId: step.player.userId, betId: null, status: r.statusCode, message }, r.body, allowed);
    }
    if (step.type === 'deleteAll') {
      const r = await step.player.api.remove({ userId: step.player.userId });
      return this.record(
        { type: 'deleteAll', userId: step.player.userId, betId: null, status: r.statusCode, message: null },
        r.body,
        r.statusCode === 200,
      );
    }
    const { bet } = step;
    if (step.type === 'delete') {
      const r = await bet.player.api.remove({ userId: bet.player.userId, BetId: bet.betId });
      const message = r.statusCode === 200 ? null : r.json().message;
      const allowed = r.statusCode === 200 || (r.statusCode === 400 && message === BETS_MSG.notPending);
      return this.record({ type: 'delete', userId: bet.player.userId, betId: bet.betId, status: r.statusCode, message }, r.body, allowed);
    }
    const r = await bet.player.api.update({ userId: bet.player.userId, BetId: bet.betId, oddsRequest: step.oddsRequest });
    const body = r.json();
    const allowed = r.statusCode === 200 ? body.message === MSG.betPlaced : r.statusCode === 400 && UPDATE_REFUSALS.has(body.message);
    this.record(
      { type: 'update', userId: bet.player.userId, betId: bet.betId, status: r.statusCode, message: body.message, late: step.late },
      r.body,
      allowed,
    );
  }

  private async save(intent: Intent, earlyUpdate: boolean): Promise<void> {
    const { player, betId } = intent;
    const r = await player.api.save(intent.payload);
    const body = r.json();
    const ok = r.statusCode === 200 && body.isSuccess === true && body.betId === betId;
    const allowed =
      ok || (r.statusCode === 400 && SAVE_REFUSALS.has(body.message)) || (r.statusCode === 409 && body.message === BETS_MSG.betIdTaken);
    this.record({ type: 'save', userId: player.userId, betId, status: r.statusCode, message: body.message ?? null }, r.body, allowed);
    if (!ok) return;
    if (!this.accepted.has(betId)) this.accepted.set(betId, { player, betId, spec: intent.spec, phase: intent.phase });
    // The money invariant in the state this accepted save left (and whatever ran since).
    this.afterAcceptChecks += 1;
    this.afterAcceptProblems.push(...(await auditWallets(this.db, [player.userId])));
    if (earlyUpdate) {
      // Before the delay the update must be refused and the bet left as it was.
      const early = await player.api.update({ userId: player.userId, BetId: betId, oddsRequest: intent.spec.price });
      const message = early.json().message;
      this.record(
        { type: 'earlyUpdate', userId: player.userId, betId, status: early.statusCode, message },
        early.body,
        early.statusCode === 400 && message === BETS_MSG.tooEarly,
      );
    }
  }

  count(type: Answer['type'], status: number, message?: string | null): number {
    return this.answers.filter((a) => a.type === type && a.status === status && (message === undefined || a.message === message)).length;
  }
}

/** Runs every player's lanes at once; each lane's steps one after another. */
export async function runLanes(log: LoadLog, lanesPerPlayer: readonly Step[][][]): Promise<void> {
  await Promise.all(
    lanesPerPlayer.flat().map(async (lane) => {
      for (const step of lane) await log.run(step);
    }),
  );
}

/** Shuffles in place with the planner's PRNG. */
export function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

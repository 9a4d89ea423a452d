// The lock functions' answer is read in one place (decode.ts), an open bet by position. These pin the
// columns: the order decode.ts reads is the order the live functions build, and a real position read
// through them equals the same bets read by Kysely, field by field.
import { sql } from 'kysely';
import { pipelinedTransaction } from '../../../db/pipelinedTransaction';
import { useBetsApp } from '../../../test/bets/fixture';
import { BM, BM_HOME, FANCY, FANCY_SEL, HOME, MO, savePayload, type BetSpec } from '../../../test/bets/testSupport';
import { MSG } from '../../../../src/domain/messages';
import { openBetsOfUser } from '../repository';
import { decodeSave, OPEN_BET_FIELDS, type SaveAnswer } from './decode';
import { lockForSave, lockForUpdate } from './writes';
import { must } from '../../../test/must';

const app = useBetsApp();

const definition = async (name: string): Promise<string> => {
  const { rows } = await sql<{ def: string }>`SELECT pg_get_functiondef(${name}::regproc) AS def`.execute(app.t.deps.db);
  return rows[0].def.replace(/\s+/g, ' ');
};

test.each(['bets_lock_for_save', 'bets_lock_for_update'])('%s builds each open bet in the order decode.ts reads', async (name) => {
  const def = await definition(name);
  expect(def).toContain(`json_build_array(${OPEN_BET_FIELDS.map((field) => `o.${field}`).join(', ')})`);
  expect(def).toContain('json_build_array(r.market_id, r.selection_id)');
});

test('each field of an open bet lands where it belongs (every value distinct)', () => {
  const answer: SaveAnswer = {
    market_open: true,
    epoch: '42',
    r: {
      locked: { user_id: 7, balance: 1_000, reserved: 20, exposure: 300, lock_betting: 0, exposure_limit: 5_000, bet_start_time: 15 },
      position: {
        bet_owner: null,
        market_settled: false,
        open_bets: [[11, 'BookMaker', 'm.1', 22, 'lay', 1.5, 1.6, 0.7, 33]],
        runners: [
          ['m.1', 22],
          ['m.1', 23],
          ['m.2', 24],
        ],
      },
    },
  };
  const decoded = decodeSave(7, answer);
  expect(decoded.position.open).toEqual([
    {
      id: 11,
      market_kind: 'BookMaker',
      market_id: 'm.1',
      selection_id: 22,
      side: 'lay',
      odds_requested: 1.5,
      odds_matched: 1.6,
      rate: 0.7,
      stake: 33,
    },
  ]);
  expect(Object.keys(decoded.position.open[0])).toEqual([...OPEN_BET_FIELDS]);
  expect(decoded.position.runners).toEqual(
    new Map([
      ['m.1', [22, 23]],
      ['m.2', [24]],
    ]),
  );
  expect(decoded.wallet).toEqual({ user_id: 7, balance: 1_000, reserved: 20, exposure: 300 });
  expect(decoded.settings).toMatchObject({ lockBetting: 0, exposureLimit: 5_000, betStartMinutes: 15 });
  expect(decoded.epoch).toBe('42');
  // A market being settled (its fence held elsewhere) counts as settled.
  expect(decodeSave(7, { ...answer, market_open: false }).position.marketSettled).toBe(true);
});

test('a position read through the functions equals the same bets read by Kysely', async () => {
  const { t, player, api } = app;
  const specs: BetSpec[] = [
    { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 },
    { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'lay', price: 50, stake: 200 },
    { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 300 },
  ];
  const betIds: string[] = [];
  for (const spec of specs) {
    const payload = savePayload(player.userId, spec);
    expect((await api.save(payload)).json()).toMatchObject({ isSuccess: true });
    betIds.push(payload.BetId as string);
  }
  // One of them matched, so a fill (odds_matched) is read too.
  t.clock.advance(5_000); // the cricket delay: the update window is open
  expect((await api.update({ userId: player.userId, BetId: betIds[0], oddsRequest: 2 })).json()).toMatchObject({ message: MSG.betPlaced });

  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  const kysely = byId(await openBetsOfUser(t.deps.db, player.userId));
  expect(kysely).toHaveLength(3);
  const target = { sportId: 4, gameId: '1', betId: 'q'.repeat(30), marketId: MO, runnerMarketId: MO };
  const saved = await pipelinedTransaction(t.deps.db, (tx) => lockForSave(tx, player.userId, target));
  expect(byId(saved.position.open)).toEqual(kysely);

  const updated = await pipelinedTransaction(t.deps.db, (tx) => lockForUpdate(tx, player.userId, betIds[1]));
  const position = must(updated.position, 'the position of an update of a pending bet');
  expect(byId(position.open)).toEqual(kysely);
  const stored = await t.deps.db
    .selectFrom('bets')
    .select([
      'id',
      'user_id',
      'status',
      'match_after',
      'event_id',
      'market_kind',
      'market_id',
      'selection_id',
      'side',
      'odds_requested',
      'rate',
      'stake',
    ])
    .where('bet_id', '=', betIds[1])
    .executeTakeFirstOrThrow();
  expect(position.bet).toEqual(stored);
});

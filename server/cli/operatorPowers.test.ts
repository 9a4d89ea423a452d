// The operator's powers from the command line (`npm run operator -- …`) against the real app on a
// free port: suspend and resume, settings, the book and risk, rollback, players, the audit log, and
// help for each command.
import { runOperatorCli } from './testSupport';
import { GAME_ID, HOME, MO } from '../test/bets/testSupport';
import { bettor, useCliApp } from '../settlement/testSupport';

jest.setTimeout(60_000);

const app = useCliApp();

const cli = (argv: string[]) => runOperatorCli(app.url, argv);
const json = async (argv: string[]) => {
  const result = await cli(argv);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(result.stdout);
};
const oddsStatus = async () =>
  (await app.t.app.inject({ method: 'GET', url: `/api/checkGetMatchOdds/${MO}/${GAME_ID}`, headers: { cookie: app.player.cookie } })).json()
    .Odds[0].status;

test('suspend, resume: the odds follow; a missing reason is a usage error (exit 2)', async () => {
  expect(await cli(['suspend', '--market', MO])).toMatchObject({ code: 2 });
  expect(await json(['suspend', '--market', MO, '--reason', 'Rain'])).toMatchObject({ handSuspended: true });
  expect(await oddsStatus()).toBe('SUSPENDED');
  expect(await cli(['suspend', '--market', MO, '--reason', 'again'])).toMatchObject({ code: 1 });
  expect(await json(['resume', '--market', MO, '--reason', 'Dry'])).toMatchObject({ handSuspended: false });
  expect(await oddsStatus()).toBe('OPEN');
});

test('settings: set-sport, set-event, set-master, settings', async () => {
  expect((await json(['set-sport', '--sport', '4', '--min-odd', '150', '--bet-delay', '2', '--reason', 'test'])).sport).toMatchObject({
    minOddLimit: 150,
    betDelayTime: 2,
  });
  expect(await cli(['set-sport', '--sport', '4', '--bet-delay', '61'])).toMatchObject({ code: 1 });
  expect((await json(['set-event', '--event', String(GAME_ID), '--bet-lock', '1'])).event).toMatchObject({ isBetLock: 1 });
  expect((await json(['set-event', '--event', String(GAME_ID), '--bet-lock', 'feed'])).event).toMatchObject({
    isBetLock: 0,
    overrides: { isBetLock: null },
  });
  expect(await cli(['set-event', '--event', String(GAME_ID), '--min-odd', '1'])).toMatchObject({ code: 2 });
  expect((await json(['set-sport', '--sport', '4', '--min-price', '1.2', '--max-price', '2.5'])).sport).toMatchObject({
    minOddPrice: 1.2,
    maxOddPrice: 2.5,
  });
  expect(await cli(['set-sport', '--sport', '4', '--max-price', '1001'])).toMatchObject({ code: 1 });
  expect(await cli(['set-sport', '--sport', '4', '--max-price', 'abc'])).toMatchObject({ code: 2 });
  const own = await json([
    'set-event',
    '--event',
    String(GAME_ID),
    '--bet-delay',
    '8',
    '--bookmaker-delay',
    '2',
    '--fancy-delay',
    '3',
    '--min-price',
    '1.5',
    '--max-price',
    '4',
  ]);
  expect(own.event).toMatchObject({
    delays: { betDelayTime: 8, bookmakerDelayTime: 2, fancyDelayTime: 3 },
    priceWindow: { minOddPrice: 1.5, maxOddPrice: 4 },
  });
  expect(await cli(['set-event', '--event', String(GAME_ID), '--bet-delay', '8'])).toMatchObject({ code: 2 });
  expect((await json(['set-event', '--event', String(GAME_ID), '--clear-delays', '1', '--clear-price', '1'])).event).toMatchObject({
    delays: null,
    priceWindow: null,
  });
  await json(['set-sport', '--sport', '4', '--min-price', '1.01', '--max-price', '3']);
  expect((await json(['set-master', '--message', 'Hello from the CLI'])).master).toMatchObject({ siteMessage: 'Hello from the CLI' });
  const all = await json(['settings']);
  expect(all.sports.find((s: { id: number }) => s.id === 4)).toMatchObject({ minOddLimit: 150 });
  expect((await json(['settings', '--event', String(GAME_ID)])).event).toMatchObject({ eventId: GAME_ID });
  await json(['set-sport', '--sport', '4', '--min-odd', '100', '--bet-delay', '5']);
});

test('book, risk, rollback, users, ledger, debit, lock-login, audit', async () => {
  await json(['set-sport', '--sport', '4', '--min-odd', '100', '--bet-delay', '5']);
  await bettor(app.t, app.player).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  expect((await json(['book', '--market', MO])).book).toMatchObject({
    players: 1,
    runners: [{ selectionId: HOME, house: -100 }, expect.anything()],
  });
  expect((await json(['risk'])).markets).toHaveLength(1);
  expect(await cli(['rollback', '--market', MO, '--reason', 'not settled'])).toMatchObject({ code: 1 });
  await json(['suspend', '--market', MO, '--reason', 'end']);
  await json(['settle', '--market', MO, '--winner', String(HOME)]);
  expect(await json(['rollback', '--market', MO, '--reason', 'Wrong'])).toMatchObject({ users: 1, betsReopened: 1 });

  expect((await json(['users', '--prefix', 'play'])).rows).toEqual([expect.objectContaining({ username: 'player1' })]);
  expect((await json(['ledger', '--username', 'player1'])).rows[0]).toMatchObject({ kind: 'settlement', amount: -100 });
  expect((await json(['bets', '--username', 'player1', '--status', 'matched'])).total).toBe(1);
  expect(await json(['debit', '--username', 'player1', '--amount', '50', '--reason', 'Fee'])).toMatchObject({ balance: 99950 });
  expect(await cli(['debit', '--username', 'player1', '--amount', '50'])).toMatchObject({ code: 2 });
  expect(await json(['lock-login', '--username', 'player1', '--reason', 'Review'])).toMatchObject({ lockLogin: 1 });
  expect(await json(['unlock-login', '--username', 'player1', '--reason', 'Done'])).toMatchObject({ lockLogin: 0 });
  expect((await json(['summary', '--to', '2026-11-21'])).days).toHaveLength(30);
  const audit = await json(['audit', '--target', `market:${MO}`]);
  expect(audit.rows.map((r: { action: string }) => r.action)).toEqual([
    'market.rollback',
    'market.settle',
    'market.suspend',
    'market.resume',
    'market.suspend',
  ]);
});

test('help names every new command and each has its own help', async () => {
  const names = [
    'settings',
    'set-sport',
    'set-event',
    'set-master',
    'set-stake-buttons',
    'suspend',
    'resume',
    'book',
    'risk',
    'rollback',
    'users',
    'ledger',
    'bets',
    'requests',
    'debit',
    'lock-login',
    'unlock-login',
    'audit',
    'summary',
  ];
  const help = await cli(['help']);
  for (const name of names) {
    expect(help.stdout).toContain(name);
    const own = await cli(['help', name]);
    expect(own.code).toBe(0);
    expect(own.stdout).toContain(name);
  }
});

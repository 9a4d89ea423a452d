// `npm run operator -- settle|void` against the real app listening on a free port.
import { runOperatorCli } from '../cli/testSupport';
import { BM, BM_HOME, FANCY, FANCY_SEL, HOME, MO } from '../test/bets/testSupport';
import { betsByBetId, bettor, settlementEntries, useCliApp, walletOf } from './testSupport';
import { OPERATOR_MSG } from '../modules/operator/messages';

jest.setTimeout(30_000);

const app = useCliApp();

const cli = (argv: string[]) => runOperatorCli(app.url, argv);

test('settle --winner, settle --runs and void print what was settled; a second settle changes nothing', async () => {
  const bets = bettor(app.t, app.player);
  const mo = await bets.matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  const fancy = await bets.matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 });
  const bm = await bets.matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 });

  // The market is still open for betting: refused until the operator suspends it.
  expect(await cli(['settle', '--market', MO, '--winner', String(HOME)])).toMatchObject({
    code: 1,
    stderr: `409 ${OPERATOR_MSG.openForBetting(MO)}`,
  });
  for (const market of [MO, FANCY, BM]) expect((await cli(['suspend', '--market', market, '--reason', 'result in'])).code).toBe(0);
  const settled = await cli(['settle', '--market', MO, '--winner', String(HOME)]);
  expect(settled).toMatchObject({ code: 0, stderr: '' });
  expect(JSON.parse(settled.stdout)).toMatchObject({
    marketId: MO,
    outcome: 'winner',
    result: 'Mumbai',
    betsSettled: 1,
    users: 1,
    alreadySettled: false,
  });
  expect(JSON.parse((await cli(['settle', '--market', MO, '--winner', String(HOME)])).stdout)).toMatchObject({ alreadySettled: true });

  expect(JSON.parse((await cli(['settle', '--market', FANCY, '--runs', '149'])).stdout)).toMatchObject({
    outcome: 'runs',
    result: '149 runs',
  });
  expect(JSON.parse((await cli(['void', '--market', BM])).stdout)).toMatchObject({ outcome: 'void', betsVoided: 1 });

  expect((await betsByBetId(app.t, [mo, fancy, bm])).map((b) => [b?.status, b?.result_amount])).toEqual([
    ['settled', 10_000],
    ['settled', -10_000],
    ['void', 0],
  ]);
  expect((await settlementEntries(app.t, app.player.userId)).map((e) => e.amount)).toEqual([10_000, -10_000, 0]);
  expect(await walletOf(app.t, app.player.userId)).toEqual({ balance: 10_000_000, exposure: 0 });
});

test('mistakes exit 2 with the usage; refusals exit 1 with the server’s message', async () => {
  const entries = (await settlementEntries(app.t)).length;
  for (const argv of [
    ['settle', '--market', MO],
    ['settle', '--market', MO, '--winner', '1', '--runs', '2'],
    ['settle', '--market', MO, '--winner', 'Mumbai'],
    ['void'],
  ]) {
    const result = await cli(argv);
    expect([argv, result.code]).toEqual([argv, 2]);
    expect(result.stderr).toMatch(/npm run operator -- (settle|void)/);
  }
  const otherWinner = await cli(['settle', '--market', MO, '--winner', String(HOME + 1)]);
  expect(otherWinner).toMatchObject({ code: 1, stderr: `409 Market ${MO} was already settled: Mumbai.` });
  const unknown = await cli(['void', '--market', '1.424242']);
  expect(unknown).toMatchObject({ code: 1, stderr: '404 Market 1.424242 is not known: no bets and no market of that id.' });
  expect((await settlementEntries(app.t)).length).toBe(entries);
});

import { BET_PATHS, stackButtonList, type MatchStackButtons } from './bets';

describe('bets contract helpers', () => {
  it('lists the 10 stack buttons slot 1 first', () => {
    const data = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        [`btn${i + 1}`, `${i + 1}k`],
        [`btnValue${i + 1}`, (i + 1) * 1000],
      ]).flat(),
    ) as MatchStackButtons;
    const list = stackButtonList(data);
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ label: '1k', value: 1000 });
    expect(list[9]).toEqual({ label: '10k', value: 10000 });
  });

  it('builds the paths spec §7 names, escaping the event id', () => {
    expect(BET_PATHS.expo1(7, 0)).toBe('/expo1/7/0');
    expect(BET_PATHS.lastBets(7, '1000042')).toBe('/fetchLastBet/7/1000042');
    expect(BET_PATHS.lastBets(7, 'a/b')).toBe('/fetchLastBet/7/a%2Fb');
    expect(BET_PATHS.updateMatchStackButtons(7)).toBe('/api/updateMatchStackBtn/7');
  });
});

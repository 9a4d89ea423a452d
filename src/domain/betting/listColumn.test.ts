import { listRunnerIndex } from './listColumn';

describe('listRunnerIndex', () => {
  it('maps 1 and 2 to the first and last runner of a two-runner market, and X to none', () => {
    expect(listRunnerIndex('1', 2)).toBe(0);
    expect(listRunnerIndex('2', 2)).toBe(1);
    expect(listRunnerIndex('X', 2)).toBeUndefined();
  });

  it('maps X to the draw, the middle runner of a three-runner market', () => {
    expect(listRunnerIndex('1', 3)).toBe(0);
    expect(listRunnerIndex('X', 3)).toBe(1);
    expect(listRunnerIndex('2', 3)).toBe(2);
  });

  it('has no runner for a market without runners', () => {
    expect(listRunnerIndex('1', 0)).toBeUndefined();
    expect(listRunnerIndex('2', 1)).toBeUndefined();
  });
});

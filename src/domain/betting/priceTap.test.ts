import fc from 'fast-check';
import { MSG } from '../messages';
import { bettingOpensAt, canTapPrice, priceInWindow, type PriceTap } from './priceTap';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const open: PriceTap = {
  lockBetting: 0,
  matchLocked: 0,
  bettingOpensAt: NOW - 1,
  now: NOW,
  marketStatus: 'OPEN',
  kind: 'Matchodds',
  price: 1.85,
  gameStatus: '',
};

describe('price tap (spec §5)', () => {
  it('allows an open match-odds price inside the window', () => {
    expect(canTapPrice(open)).toBeNull();
  });

  it.each<[string, Partial<PriceTap>, string]>([
    ['the user is locked', { lockBetting: 1 }, MSG.notAbleToBet],
    ['the user is locked (boolean)', { lockBetting: true }, MSG.notAbleToBet],
    ['the match is locked', { matchLocked: 1 }, MSG.notAbleToBet],
    ['betting has not opened', { bettingOpensAt: NOW + 1 }, MSG.notAbleToBet],
    ['the market is suspended', { marketStatus: 'SUSPENDED' }, MSG.notAbleToBet],
    ['the market is closed', { marketStatus: 'CLOSED' }, MSG.notAbleToBet],
    ['a match-odds price is above 3', { price: 3.05 }, MSG.notAbleToBet],
    ['a match-odds price is below 1.01', { price: 1 }, MSG.notAbleToBet],
    ['there is no price', { price: 0 }, MSG.notAbleToBet],
    ['a bookmaker price is below 1.01', { kind: 'BookMaker', marketStatus: 'ACTIVE', price: 1 }, MSG.notAbleToBet],
    ['a bookmaker row is ball running', { kind: 'BookMaker', marketStatus: 'BALL RUNNING', price: 45 }, MSG.ballRunning],
    ['a fancy session is ball running', { kind: 'Fancy', price: 150, gameStatus: 'Ball Running' }, MSG.ballRunning],
    ['a fancy session is suspended', { kind: 'Fancy', price: 150, gameStatus: 'SUSPENDED' }, MSG.notAbleToBet],
    ['a toss price is not 1.95', { kind: 'Toss', price: 1.9 }, MSG.notAbleToBet],
  ])('refuses when %s', (_, change, message) => {
    expect(canTapPrice({ ...open, ...change })).toBe(message);
  });

  it.each<[string, Partial<PriceTap>]>([
    ['match odds at exactly 1.01', { price: 1.01 }],
    ['match odds at exactly 3', { price: 3 }],
    ['betting opening this very moment', { bettingOpensAt: NOW }],
    ['a bookmaker rate of 45', { kind: 'BookMaker', marketStatus: 'ACTIVE', price: 45 }],
    ['a bookmaker rate of 1.01', { kind: 'BookMaker', marketStatus: 'ACTIVE', price: 1.01 }],
    ['an open fancy session', { kind: 'Fancy', price: 150, gameStatus: '' }],
    ['the toss at 1.95', { kind: 'Toss', price: 1.95 }],
  ])('allows %s', (_, change) => {
    expect(canTapPrice({ ...open, ...change })).toBeNull();
  });

  it('allows a match-odds price exactly when it lies in 1.01–3', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (cents) => priceInWindow('Matchodds', cents / 100) === (cents >= 101 && cents <= 300)),
    );
  });

  it('never allows a tap while the user is locked, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Matchodds', 'BookMaker', 'Fancy', 'Toss' as const),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (kind, price) => canTapPrice({ ...open, lockBetting: 1, kind, price }) === MSG.notAbleToBet,
      ),
    );
  });
});

describe('when betting opens', () => {
  it('is BetStartTime minutes before the event', () => {
    expect(bettingOpensAt('2026-11-21T14:30:00.000Z', 60)).toBe(Date.parse('2026-11-21T13:30:00.000Z'));
    expect(bettingOpensAt(1_000_000, 1)).toBe(940_000);
  });
});

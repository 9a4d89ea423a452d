// A price tapped in an event list, through a real store: the runner is found in the event's match
// odds by its column, and the slip opens for it as a tap on the match page would open it.
import { MSG } from '../../domain/messages';
import { makeEvent, makeOdds } from '../../testing/sportsFixtures';
import { listPriceClicked } from '../sports';
import { selectSlip } from './betslipSlice';
import { EVENT, LAY_AUSTRALIA, bettingWorld, fakeTimersAtNow } from '../../testing/betFixtures';

fakeTimersAtNow();

// The list row of the betting world's event (India v Australia, 1.1000042).
const ROW = makeEvent({
  id: 1000042,
  eid: EVENT.eid,
  marketId: '1.1000042',
  eventName: EVENT.eventName,
  seriesId: EVENT.seriesId,
  eventDate: EVENT.eventDate,
});

async function tapList(world: Awaited<ReturnType<typeof bettingWorld>>, column: '1' | 'X' | '2', side: 'back' | 'lay', price: number) {
  world.store.dispatch(listPriceClicked({ event: ROW, column, side, price }));
  await jest.advanceTimersByTimeAsync(0);
}

describe('a price tapped in an event list', () => {
  it('opens the slip for the runner of its column, at the price the player saw', async () => {
    const world = await bettingWorld();
    await tapList(world, '2', 'lay', 2.14);
    expect(selectSlip(world.store.getState())).toEqual({ ...LAY_AUSTRALIA, size: expect.any(Number), stake: '' });
    expect(world.messages()).toEqual([]);
  });

  it('column 1 is the first runner', async () => {
    const world = await bettingWorld();
    await tapList(world, '1', 'back', 1.85);
    expect(selectSlip(world.store.getState())).toMatchObject({ selectionId: 1, runnerName: 'India', side: 'back', price: 1.85 });
  });

  it('goes through the tap rules: a locked match opens no slip', async () => {
    const world = await bettingWorld();
    world.store.dispatch(listPriceClicked({ event: { ...ROW, IsBetLock: 1 }, column: '1', side: 'back', price: 1.85 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectSlip(world.store.getState())).toBeNull();
    expect(world.messages()).toEqual([MSG.notAbleToBet]);
  });

  it('a column with no runner (X of a two-runner market) opens no slip', async () => {
    const world = await bettingWorld({ world: { odds: makeOdds() } });
    await tapList(world, 'X', 'back', 3);
    expect(selectSlip(world.store.getState())).toBeNull();
    expect(world.messages()).toEqual([MSG.notAbleToBet]);
  });
});

// A checkpoint is the whole event: rebuilt from it, an event is the same event (same JSON again),
// and its match goes on exactly as the original's would with the same random draws.
import { Random } from './random';
import { SimEvent } from './simEvent';
import { Simulator } from './simulator';
import { must } from '../../test/must';

const START = Date.parse('2026-11-21T10:00:00Z');

test('every event survives a checkpoint round trip and plays on identically', () => {
  const sim = new Simulator({ seed: 9, speed: 30, startTime: START });
  const checkpoints = new Map<number, string>();
  for (let i = 0; i < 300; i++)
    for (const e of must(sim.tick().checkpoint, 'a checkpoint on every tick').events) checkpoints.set(e.id, e.state);
  const sports = new Set<number>();
  for (const json of checkpoints.values()) {
    const original = SimEvent.resume(json);
    const copy = SimEvent.resume(original.checkpoint());
    expect(copy.checkpoint()).toBe(json);
    sports.add(original.event.sportId);
    // The same draws from here on: the same match.
    const a = new Random(77);
    const b = new Random(77);
    for (let step = 0; step < 50 && !original.model.finished; step++) {
      expect(copy.model.step(30_000, b)).toEqual(original.model.step(30_000, a));
      expect(copy.model.score()).toEqual(original.model.score());
      expect(copy.model.probabilities()).toEqual(original.model.probabilities());
      expect(copy.model.sessions()).toEqual(original.model.sessions());
    }
  }
  expect([...sports].sort()).toEqual([1, 2, 4]);
});

test('a resumed simulator carries on the same events from the checkpoint time', () => {
  const sim = new Simulator({ seed: 3, speed: 30, startTime: START });
  const latest = new Map<number, string>();
  let last = must(sim.takeInitialUpdate().checkpoint, 'a checkpoint in the initial update');
  for (const e of last.events) latest.set(e.id, e.state);
  for (let i = 0; i < 120; i++) {
    const update = sim.tick();
    last = must(update.checkpoint, 'a checkpoint on every tick');
    for (const e of last.events) latest.set(e.id, e.state);
    for (const id of update.removed) latest.delete(id);
  }
  const before = sim.current().events;
  const resumed = new Simulator(
    { seed: 3, speed: 30, startTime: START + 10 * 86_400_000, idBase: 2_000_000 },
    { now: last.now, plannedDays: last.plannedDays, events: [...latest.values()] },
  );
  expect(resumed.now).toBe(sim.now);
  const initial = resumed.takeInitialUpdate();
  expect(initial.events.map((s) => s.event.id).sort()).toEqual(before.map((s) => s.event.id).sort());
  expect(initial.markets).toEqual([]);
  for (const state of initial.events) {
    const old = must(
      before.find((s) => s.event.id === state.event.id),
      `event ${state.event.id} before the restart`,
    );
    expect(state.score).toEqual(old.score);
    expect(state.book).toEqual(old.book);
  }
  // Planned days are not planned again: no new upcoming fixtures appear from the resume itself.
  expect(initial.events.length).toBe(before.length);
});

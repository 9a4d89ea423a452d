// Time is a dependency, so tests can move it (idle expiry, bet delays, lock-outs) without sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

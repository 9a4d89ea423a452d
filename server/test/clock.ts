// A clock tests move by hand.
import type { Clock } from '../lib/clock';

export class ManualClock implements Clock {
  constructor(private time = Date.parse('2026-11-21T10:00:00Z')) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

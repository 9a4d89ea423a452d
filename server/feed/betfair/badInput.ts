// Bad input from Betfair never stops the feed: each kind is counted, told once to the log (a
// stream repeating the same fault must not flood it) and the offending piece is skipped.
export type BadInputKind =
  'malformed line' | 'unknown message' | 'unknown field' | 'unknown runner' | 'bad value' | 'truncated file' | 'unreadable file';

export class BadInput {
  private readonly counts = new Map<BadInputKind, number>();
  private readonly recent: Array<{ kind: BadInputKind; detail: string; at: number }> = [];

  constructor(
    private readonly log: (line: string) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  report(kind: BadInputKind, detail: string): void {
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    if (count === 1) this.log(`[betfair] ${kind}: ${detail} (skipped; further ones are only counted)`);
    this.recent.push({ kind, detail, at: this.now() });
    if (this.recent.length > 20) this.recent.shift();
  }

  count(kind: BadInputKind): number {
    return this.counts.get(kind) ?? 0;
  }

  totals(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  /** The last few, newest last: the operator's Feed page shows them. */
  last(): ReadonlyArray<{ kind: BadInputKind; detail: string; at: number }> {
    return this.recent;
  }
}

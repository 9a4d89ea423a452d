// When a kept wallet may be shown from memory. The header asks /expo1 after every bet; answering it
// from the position this process kept (balance, exposure, reserved as of the bet's own write) saves a
// database round trip per bet (bench:bets --live: about a quarter of the server's CPU per bet).
//
// A kept wallet is current when nothing else can have changed the row since the bet-path statement
// that produced it was sent. Every change is announced:
// - in this process, by lockWallet (server/money/walletLocks.ts) when any other writer takes the lock;
// - from other API processes, by walletRelay.ts (theirs arrive up to a flush interval late: the header
//   may show a balance that old, as if read a moment earlier; no bet is ever decided from it, bets
//   re-check the wallet's xmin under the lock).
// Each announcement takes a number from one counter; a bet-path statement takes `mark()` before it is
// sent, and its result is current only if no announcement for that player has a higher number.
import { LRUCache } from 'lru-cache';

/** Players whose latest change is remembered; older ones are summed up by `forgottenUpTo`. */
const REMEMBERED = 100_000;

export class WalletChanges {
  private seq = 0;
  /** Everything announced up to here counts as changed (a lost relay connection, an eviction). */
  private forgottenUpTo = 0;
  private readonly changedAt = new LRUCache<number, number>({
    max: REMEMBERED,
    dispose: (at, _userId, reason) => {
      if (reason === 'evict') this.forgottenUpTo = Math.max(this.forgottenUpTo, at);
    },
  });

  /** Taken before a bet-path statement is sent. */
  mark(): number {
    return this.seq;
  }

  /** The player's wallet may have changed (or is about to, under a lock taken now). */
  changed(userId: number): void {
    this.seq += 1;
    this.changedAt.set(userId, this.seq);
  }

  /** Any wallet may have changed (announcements may have been missed). */
  changedAll(): void {
    this.seq += 1;
    this.forgottenUpTo = this.seq;
  }

  /** Nothing was announced for the player after `mark`. */
  unchangedSince(userId: number, mark: number): boolean {
    return mark >= this.forgottenUpTo && (this.changedAt.get(userId) ?? 0) <= mark;
  }
}

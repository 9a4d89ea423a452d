// Every transaction outside the bet path that may change a wallet takes its lock through lockWallet
// (wallets.ts), and says so here the moment it holds it. The bets module listens: a player's wallet as
// this process kept it from their last bet can no longer be shown from memory (the header's /expo1,
// bets/position/walletChanges.ts). Announcing at lock time, not at commit, is enough: anything this
// process reads of that wallet afterwards must wait for the same lock, so it sees the change.
type Listener = (userId: number) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with the user id of every wallet lockWallet locks in this process; returns the unsubscribe. */
export function onWalletLocked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** lockWallet's announcement. */
export function announceWalletLocked(userId: number): void {
  for (const listener of listeners) listener(userId);
}

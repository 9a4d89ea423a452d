// Where a thing the server names ('bet:12', 'player:ravi', 'market:1.2', 'wallet-request:4', 'feed')
// is shown in the console: the alerts' and the audit log's links.
import { ADMIN_PAGES } from './adminPaths';

export const BET_SEARCH = ADMIN_PAGES.bets;
export const betPage = (id: number | string) => `${BET_SEARCH}?betId=${encodeURIComponent(String(id))}`;
export const marketBetsPage = (marketId: string) => `${BET_SEARCH}?marketId=${encodeURIComponent(marketId)}`;

/** The console page of a named thing, and how to say it; null when the console has no page for it. */
export function linkOf(ref: string | null, hint?: { kind?: string }): { to: string; text: string } | null {
  if (!ref) return null;
  const [type, ...rest] = ref.split(':');
  const id = rest.join(':');
  switch (type) {
    case 'bet':
      return { to: betPage(id), text: `Bet #${id}` };
    case 'player':
      return { to: ADMIN_PAGES.player(id), text: `Player ${id}` };
    case 'market':
      return { to: marketBetsPage(id), text: `Market ${id}` };
    case 'wallet-request':
      return {
        to: hint?.kind?.startsWith('withdraw') ? ADMIN_PAGES.withdrawals : ADMIN_PAGES.deposits,
        text: `Wallet request #${id}`,
      };
    case 'feed':
      return { to: ADMIN_PAGES.feed, text: 'The feed' };
    default:
      return null;
  }
}

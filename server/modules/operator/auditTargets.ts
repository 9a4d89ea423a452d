// The audit log's targets in words, with what the console links them to: 'user:12' is "player ravi"
// (or "staff anita"), 'wallet-request:4' "withdrawal #4 of player ravi", 'market:1.2' "Match Odds of
// India v Australia", 'event:7' the event's name. Ids nobody can resolve stay as written.
import * as repo from './auditTargetsRepository';
import type { Q } from './queries';

export interface TargetName {
  text: string;
  /** 'player:<username>', 'market:<id>', 'wallet-request:<id>' (the console's links), or null. */
  link: string | null;
}

const number = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : undefined);

export async function nameTargets(db: Q, targets: readonly string[]): Promise<Map<string, TargetName>> {
  const ids = { users: [] as number[], requests: [] as number[], markets: [] as string[], events: [] as number[] };
  for (const target of new Set(targets)) {
    const [type, id = ''] = target.split(/:(.*)/s);
    if ((type === 'user' || type === 'staff') && number(id) !== undefined) ids.users.push(Number(id));
    if (type === 'wallet-request' && number(id) !== undefined) ids.requests.push(Number(id));
    if (type === 'market' && id) ids.markets.push(id);
    if (type === 'event' && number(id) !== undefined) ids.events.push(Number(id));
  }
  const found = await repo.targetNames(db, ids);
  const users = new Map(found.users.map((u) => [u.id, u]));
  const requests = new Map(found.requests.map((r) => [r.id, r]));
  const markets = new Map(found.markets.map((m) => [m.id, m]));
  const events = new Map(found.events.map((e) => [e.id, e]));
  const names = new Map<string, TargetName>();
  for (const target of new Set(targets)) {
    const [type, id = ''] = target.split(/:(.*)/s);
    const n = number(id);
    let name: TargetName | undefined;
    if ((type === 'user' || type === 'staff') && n !== undefined) {
      const u = users.get(n);
      if (u)
        name =
          u.role === 'operator'
            ? { text: `staff ${u.username}`, link: null }
            : { text: `player ${u.username}`, link: `player:${u.username}` };
    } else if (type === 'wallet-request' && n !== undefined) {
      const r = requests.get(n);
      if (r)
        name = {
          text: `${r.request_type === 'deposit' ? 'deposit' : 'withdrawal'} #${n} of player ${r.username}`,
          link: `player:${r.username}`,
        };
    } else if (type === 'market') {
      const m = markets.get(id);
      name = { text: m ? `${m.name}${m.event_name ? ` of ${m.event_name}` : ''} (${id})` : `market ${id}`, link: `market:${id}` };
    } else if (type === 'event' && n !== undefined) {
      const e = events.get(n);
      if (e) name = { text: `event ${e.name} (#${n})`, link: null };
    }
    names.set(target, name ?? { text: target, link: null });
  }
  return names;
}

// SQL of the audit log's target names: the players, staff, wallet requests (with their player),
// markets and events a page of audit rows names by id. `db | trx` first.
import type { Q } from './queries';

export async function targetNames(db: Q, ids: { users: number[]; requests: number[]; markets: string[]; events: number[] }) {
  const [users, requests, markets, events] = await Promise.all([
    ids.users.length ? db.selectFrom('users').select(['id', 'username', 'role']).where('id', 'in', ids.users).execute() : [],
    ids.requests.length
      ? db
          .selectFrom('wallet_requests as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.id', 'r.request_type', 'u.username'])
          .where('r.id', 'in', ids.requests)
          .execute()
      : [],
    ids.markets.length
      ? db
          .selectFrom('markets as m')
          .leftJoin('events as e', 'e.id', 'm.event_id')
          .select(['m.id', 'm.name', 'e.name as event_name'])
          .where('m.id', 'in', ids.markets)
          .execute()
      : [],
    ids.events.length ? db.selectFrom('events').select(['id', 'name']).where('id', 'in', ids.events).execute() : [],
  ]);
  return { users, requests, markets, events };
}

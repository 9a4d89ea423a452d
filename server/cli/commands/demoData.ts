// `npm run operator -- remove-demo-data`: switches off the sample players and merchant accounts a
// development start seeded (modules/operator/demoData.ts), on the database itself: a production start
// refuses to run while they are live, so there may be no server to call. Audited in the operator's
// name from 'cli'. A running server offers the same as POST /api/admin/demo-data/remove.
import { systemClock } from '../../lib/clock';
import { SessionStore, sessionLimits } from '../../session';
import { removeDemoData } from '../../modules/operator';
import { offlineCommand } from './onTheOperatorsDatabase';

export const removeDemoDataCommand = offlineCommand(
  'remove-demo-data',
  'switch off the sample players and merchant accounts (log-in locked, deactivated; nothing deleted), through the database',
  async (db, operator, config) => {
    const removed = await db.transaction().execute((trx) => removeDemoData(trx, { operatorId: operator.id, ip: 'cli' }));
    if (!removed) return { isSuccess: true, message: 'There is no sample data left to switch off.' };
    const sessions = new SessionStore(db, systemClock, sessionLimits(config));
    for (const id of removed.playerIds) await sessions.destroyAllFor(id);
    return { isSuccess: true, players: removed.players, merchants: removed.merchants };
  },
);

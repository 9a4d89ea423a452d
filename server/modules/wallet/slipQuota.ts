// What one slip upload may cost the disk. Each answer is checked before the slip is written:
// - per player: the slips of their pending deposits together stay under SLIP_PENDING_MAX_BYTES (and
//   at most MAX_PENDING deposits wait at once, requestsService.ts);
// - per address: SLIPS_PER_ADDRESS_HOUR uploads an hour (depositRoute.ts, counted in PostgreSQL);
// - the whole installation: the slips kept stay under UPLOAD_MAX_BYTES; past 80 % the operator is
//   alerted (a log line and GET /api/admin/alerts, once an hour), at 100 % deposits with slips stop.
// Checked outside the deposit's transaction: parallel uploads may overshoot by what is in flight.
import type { AppDeps } from '../../deps';
import { HttpError, tooMany } from '../../lib/errors';
import { raiseAlert, type WarnLog } from '../alerts';
import { pendingSlipBytes, storedSlipBytes } from './requestsRepository';
import { WALLET_MSG } from './messages';

export const ALERT_SHARE = 0.8;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function assertSlipFits(deps: AppDeps, userId: number, bytes: number, log?: WarnLog): Promise<void> {
  const { db, config } = deps;
  if ((await pendingSlipBytes(db, userId)) + bytes > config.slipPendingMaxBytes) {
    throw tooMany(WALLET_MSG.pendingSlipsTooLarge(mb(config.slipPendingMaxBytes)));
  }
  const stored = await storedSlipBytes(db);
  const after = stored + bytes;
  if (after >= config.uploadMaxBytes * ALERT_SHARE) {
    await raiseAlert(deps.db, deps.clock, log, {
      kind: 'uploads.budget',
      subject: config.uploadDir,
      message:
        `Payment slips use ${mb(stored)} of the ${mb(config.uploadMaxBytes)} budget (UPLOAD_MAX_BYTES) in ${config.uploadDir}` +
        `${after > config.uploadMaxBytes ? ': deposits with a slip are refused until there is room' : ''}. ` +
        'Raise UPLOAD_MAX_BYTES (with the disk) or archive the slips of decided deposits.',
    });
  }
  if (after > config.uploadMaxBytes) throw new HttpError(507, WALLET_MSG.slipStorageFull);
}

// The wallet area (spec §2 Wallet, §7): merchant accounts and their QR images, deposits with a payment
// slip, withdrawals, history, saved payout accounts, wallet stake buttons, the operator's approvals,
// and tesseract.js's files for reading slips offline in the browser.
import type { ApiModule } from '../../apiModule';
import { makeAccountsService } from './accountsService';
import { makeDecisionsService } from './decisionsService';
import { makeRequestsService } from './requestsService';
import { merchantQrRoute, playerRoutes } from './playerRoutes';
import { depositRoute } from './depositRoute';
import { adminRoutes } from './adminRoutes';
import { ocrAssets } from './ocrAssets';
import { walletHoldersOnly } from './walletAccess';
import { hitAddressLimit } from '../auth';

const walletRoutes: ApiModule = async (api, deps) => {
  const accounts = makeAccountsService(deps);
  const requests = makeRequestsService(deps);
  const decisions = makeDecisionsService(deps);
  // Every player wallet call (all of /api/selfUser/* but sign-up, which lives in auth) in one scope
  // that only selfUser 1 players pass.
  await api.register(async (wallet) => {
    wallet.addHook('preParsing', walletHoldersOnly);
    await playerRoutes(wallet, accounts, requests);
    // Slip uploads per client address and hour, in PostgreSQL (shared by every process).
    const slipsPerAddress = { bucket: 'slip' as const, max: deps.config.slipsPerAddressHour, windowMs: 60 * 60_000 };
    await depositRoute(wallet, requests, (request) => hitAddressLimit(deps.db, deps.clock, slipsPerAddress, request.ip));
  });
  await merchantQrRoute(api, accounts);
  await adminRoutes(api, accounts, decisions);
  await ocrAssets(api);
};
export default walletRoutes;

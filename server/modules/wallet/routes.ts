// The wallet area (spec §2 Wallet, §7): merchant accounts and their QR images, deposits with a payment
// slip, withdrawals, history, saved payout accounts, wallet stake buttons, the operator's approvals,
// and tesseract.js's files for reading slips offline in the browser.
import type { ApiModule } from '../../app';
import { makeAccountsService } from './accountsService';
import { makeDecisionsService } from './decisionsService';
import { makeRequestsService } from './requestsService';
import { playerRoutes } from './playerRoutes';
import { depositRoute } from './depositRoute';
import { adminRoutes } from './adminRoutes';
import { ocrAssets } from './ocrAssets';

const walletRoutes: ApiModule = async (api, deps) => {
  const accounts = makeAccountsService(deps);
  const requests = makeRequestsService(deps);
  const decisions = makeDecisionsService(deps);
  await playerRoutes(api, accounts, requests);
  await depositRoute(api, requests);
  await adminRoutes(api, accounts, decisions);
  await ocrAssets(api);
};
export default walletRoutes;

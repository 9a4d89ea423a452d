// The operator module's public file: what app.ts, main.ts and other modules may import from it. Other
// modules record their admin calls in the operator's audit log, in their own transactions.
export { default as operatorRoutes } from './routes';
export { actorOf, recordAction, type Actor, type AuditEntry } from './audit';
export { startControlsSync } from './controlsStore';
export { startDeskLimits } from './tradingService';
export { startAlertScan } from './alertScan';
export { installPermissions } from './permissions';
export { demoDataRefusal, removeDemoData, REMOVE_DEMO_DATA_COMMAND } from './demoData';
export { NO_DEMO_DATA_MSG } from './demoDataRoutes';

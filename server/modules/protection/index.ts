// The protection module's public file: what app.ts and other modules may import from it.
// The log-in asks it about exclusions, the wallet about deposit limits, the operator for a player's state.
export { default as protectionRoutes } from './routes';
export { activeExclusion } from './repository';
export { assertDepositAllowed, depositApprovalRefusal } from './depositGuard';
export { protectionState } from './service';
export { ProtectionStateSchema } from './schemas';
export { assertDeviceNotExcluded, assertPayeesNotExcluded, assertPhoneNotExcluded } from './personGuard';
export { recordDeviceLogin } from './personRepository';

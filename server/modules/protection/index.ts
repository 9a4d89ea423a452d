// The protection module's public file: what other server modules may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs). Everything else in the folder is the module's own.
export { assertDepositAllowed, depositApprovalRefusal } from './depositGuard';
export { activeExclusion } from './repository';
export { ProtectionStateSchema, errorResponses } from './schemas';
export { protectionState } from './service';

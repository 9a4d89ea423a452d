// The console's session feature's public file: what other console features may import from it (the lint
// rule boundaries/public-entry, lint/boundaries.mjs).
export { selectOperator, sessionActions } from './sessionSlice';
export { useActivity } from './useActivity';
export { useMay, useStaffSelf } from './useMay';
export { RequirePermission } from './RequirePermission';
export { sessionApi, useStaffMeQuery } from './sessionApi';

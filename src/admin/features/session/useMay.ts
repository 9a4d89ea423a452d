// What the signed-in staff member may do, from GET /admin/staff/me: the console shows only that.
// The server refuses everything else whatever the console shows (server/modules/operator/permissions.ts).
import type { Permission } from '../../../domain/contract/staff';
import { useStaffMeQuery } from './sessionApi';

export function useStaffSelf() {
  return useStaffMeQuery().data;
}

/** Whether the signed-in person's roles grant `permission`; false until they are known. */
export function useMay(permission: Permission): boolean {
  const self = useStaffSelf();
  return self?.permissions.includes(permission) ?? false;
}

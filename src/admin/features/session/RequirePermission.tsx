// A console page that needs a permission: without it, a plain sentence instead of a page of 403s.
import type { ReactNode } from 'react';
import type { Permission } from '../../../domain/contract/staff';
import { Panel, PanelBody } from '../../ui/adminUi';
import { useStaffMeQuery } from './sessionApi';

export const NOT_ALLOWED_MSG = 'Your role does not include this page.';

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data, isLoading } = useStaffMeQuery();
  if (isLoading || !data) return null;
  if (!data.permissions.includes(permission)) {
    return (
      <Panel>
        <PanelBody role="status">{NOT_ALLOWED_MSG}</PanelBody>
      </Panel>
    );
  }
  return children;
}

// The Staff page: an owner creates accounts and changes roles and status; an auditor only reads the list.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import type { StaffRole } from '../../../domain/contract/staff';
import { staffSelf } from '../../testing/fixtures';
import { StaffPage, STAFF_PAGE_MSG } from './StaffPage';

afterEach(() => jest.restoreAllMocks());

const me = (roles: StaffRole[]) => staffSelf({ roles, displayName: 'operator' });
const ANITA = {
  id: 7,
  username: 'cash_anita',
  displayName: 'Anita',
  roles: ['cashier'],
  status: 'active',
  twoFactor: true,
  createdBy: 'operator',
  createdAt: '2026-11-27 10:00:00',
  lastLoginAt: null,
};

test('an owner creates a cashier (roles required), then suspends and re-roles an account', async () => {
  const server = mockApi({
    'GET /admin/staff/me': { body: me(['owner']) },
    'GET /admin/staff': { body: { isSuccess: true, staff: [ANITA] } },
    'POST /admin/staff': (call) => ({ status: 201, body: { ...ANITA, id: 8, ...(call.body as object) } }),
    'PATCH /admin/staff/7': (call) => ({ body: { ...ANITA, ...(call.body as object) } }),
  });
  const { user } = renderAdmin(<StaffPage />);
  const form = await screen.findByRole('form', { name: 'Create a staff account' });
  await user.type(within(form).getByLabelText('Username'), 'desk_ravi');
  await user.type(within(form).getByLabelText('First password'), 'ravi-pass-1');
  await user.click(within(form).getByRole('button', { name: 'Create staff account' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(STAFF_PAGE_MSG.roles);
  expect(server.callsTo('POST /admin/staff')).toHaveLength(0);
  await user.click(within(form).getByRole('checkbox', { name: 'Support' }));
  await user.click(within(form).getByRole('button', { name: 'Create staff account' }));
  await until(() => server.callsTo('POST /admin/staff').length === 1, 'the create');
  expect(server.callsTo('POST /admin/staff')[0].body).toEqual({ username: 'desk_ravi', password: 'ravi-pass-1', roles: ['support'] });

  const row = (await screen.findByRole('cell', { name: 'cash_anita' })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Suspend' }));
  await until(() => server.callsTo('PATCH /admin/staff/7').length === 1, 'the suspension');
  expect(server.callsTo('PATCH /admin/staff/7')[0].body).toEqual({ status: 'suspended' });
  await user.click(within(row).getByRole('checkbox', { name: 'Support' }));
  await user.click(within(row).getByRole('button', { name: 'Save roles' }));
  await until(() => server.callsTo('PATCH /admin/staff/7').length === 2, 'the roles');
  expect(server.callsTo('PATCH /admin/staff/7')[1].body).toEqual({ roles: ['cashier', 'support'] });
});

test('an auditor reads the list: no create form, no actions', async () => {
  mockApi({
    'GET /admin/staff/me': { body: me(['auditor']) },
    'GET /admin/staff': { body: { isSuccess: true, staff: [ANITA] } },
  });
  renderAdmin(<StaffPage />);
  const row = (await screen.findByRole('cell', { name: 'cash_anita' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Cashier')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Create a staff account' })).toBeNull();
  expect(within(row).queryByRole('button')).toBeNull();
});

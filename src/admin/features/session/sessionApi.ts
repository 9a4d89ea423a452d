// Log-in and sign-out of a staff member (POST /api/admin/login, /logout): an httpOnly session cookie.
// GET /staff/me says who is signed in and what their roles allow: the console offers only that.
import type { AdminLoginResponse } from '../../../domain/contract/admin';
import type { StaffLoginRequest, StaffSelf } from '../../../domain/contract/staff';
import { adminApi } from '../../api/adminApi';

export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, StaffLoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    adminLogout: build.mutation<{ isSuccess: boolean }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    staffMe: build.query<StaffSelf, void>({
      query: () => '/staff/me',
      providesTags: ['Staff'],
    }),
  }),
});

export const { useStaffMeQuery } = sessionApi;

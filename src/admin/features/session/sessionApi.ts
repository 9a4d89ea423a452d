// Log-in and sign-out of the operator (POST /api/admin/login, /logout): an httpOnly session cookie.
import type { AdminLoginRequest, AdminLoginResponse } from '../../../domain/contract/admin';
import { adminApi } from '../../api/adminApi';

export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    adminLogout: build.mutation<{ isSuccess: boolean }, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

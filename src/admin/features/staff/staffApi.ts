// The staff calls (server/modules/operator/staffRoutes.ts): the list, an owner's powers over accounts,
// and each person's own password and two-factor enrolment.
import type { CreateStaffRequest, StaffMember, TotpEnrolment, UpdateStaffRequest } from '../../../domain/contract/staff';
import { adminApi } from '../../api/adminApi';

export const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<{ staff: StaffMember[] }, void>({
      query: () => '/staff',
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<StaffMember, CreateStaffRequest>({
      query: (body) => ({ url: '/staff', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffMember, { id: number; patch: UpdateStaffRequest }>({
      query: ({ id, patch }) => ({ url: `/staff/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: ['Staff'],
    }),
    resetStaffPassword: build.mutation<StaffMember, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `/staff/${id}/password`, method: 'POST', body: { password } }),
      invalidatesTags: ['Staff'],
    }),
    resetStaffTwoFactor: build.mutation<StaffMember, number>({
      query: (id) => ({ url: `/staff/${id}/totp/reset`, method: 'POST' }),
      invalidatesTags: ['Staff'],
    }),
    changeOwnPassword: build.mutation<{ isSuccess: true }, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/staff/me/password', method: 'POST', body }),
    }),
    startTotp: build.mutation<TotpEnrolment & { isSuccess: true }, void>({
      query: () => ({ url: '/staff/me/totp', method: 'POST' }),
    }),
    confirmTotp: build.mutation<{ isSuccess: true; recoveryCodes: string[] }, string>({
      query: (code) => ({ url: '/staff/me/totp/confirm', method: 'POST', body: { code } }),
    }),
  }),
});

export const {
  useStaffListQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useResetStaffPasswordMutation,
  useResetStaffTwoFactorMutation,
  useChangeOwnPasswordMutation,
  useStartTotpMutation,
  useConfirmTotpMutation,
} = staffApi;

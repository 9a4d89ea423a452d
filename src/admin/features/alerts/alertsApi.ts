// The operator's alerts (GET /admin/alerts), acknowledging one (POST /admin/alerts/:id/acknowledge),
// and the thresholds that raise them (GET /admin/alert-settings, PUT /admin/alert-settings/:kind).
import type { AlertsResponse } from '../../../domain/contract/alerts';
import { adminApi } from '../../api/adminApi';

export interface AlertSettingRow {
  kind: string;
  label: string;
  unit: string;
  threshold: number;
  updatedAt: string;
  updatedBy: string | null;
}

const alertsWithTag = adminApi.enhanceEndpoints({ addTagTypes: ['Alerts'] });

export const alertsApi = alertsWithTag.injectEndpoints({
  endpoints: (build) => ({
    alerts: build.query<AlertsResponse, { kind?: string; open?: boolean }>({
      query: ({ kind, open }) => ({ url: '/alerts', params: { ...(kind ? { kind } : {}), ...(open ? { open: 'true' } : {}), limit: 200 } }),
      providesTags: ['Alerts'],
    }),
    acknowledgeAlert: build.mutation<{ isSuccess: true; acknowledgedBy: string; acknowledgedAt: string }, number>({
      query: (id) => ({ url: `/alerts/${id}/acknowledge`, method: 'POST' }),
      invalidatesTags: ['Alerts'],
    }),
    alertSettings: build.query<{ isSuccess: true; data: AlertSettingRow[] }, void>({
      query: () => '/alert-settings',
      providesTags: ['Alerts'],
    }),
    setAlertThreshold: build.mutation<{ isSuccess: true; data: AlertSettingRow[] }, { kind: string; threshold: number }>({
      query: ({ kind, threshold }) => ({ url: `/alert-settings/${encodeURIComponent(kind)}`, method: 'PUT', body: { threshold } }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useAlertsQuery, useAcknowledgeAlertMutation, useAlertSettingsQuery, useSetAlertThresholdMutation } = alertsApi;

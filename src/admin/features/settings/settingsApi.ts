// Settings (the operator branch's server/modules/operator/settingsRoutes.ts): every sport's bet delays
// and stake limits, and the master data (site message, BetStartTime). Stakes whole rupees, delays
// whole seconds; each change answers the value as it now stands and is audited with the reason.
import { adminApi } from '../../api/adminApi';

export const STAKE_FIELDS = ['minOddLimit', 'maxOddLimit', 'minBookmakerLimit', 'maxBookmakerLimit', 'minFancyLimit', 'maxFancyLimit'] as const;
export const DELAY_FIELDS = ['betDelayTime', 'bookmakerDelayTime', 'fancyDelayTime'] as const;
export type SportField = (typeof STAKE_FIELDS)[number] | (typeof DELAY_FIELDS)[number];

export type SportSettings = { id: number; name: string } & Record<SportField, number>;
export interface MasterSettings { siteMessage: string; betStartTime: number }
export interface SettingsResponse { isSuccess: true; sports: SportSettings[]; master: MasterSettings }

export const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<SettingsResponse, void>({
      query: () => '/settings',
      providesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
    patchSport: build.mutation<{ sport: SportSettings }, { sportId: number; body: Partial<Record<SportField, number>> & { reason?: string } }>({
      query: ({ sportId, body }) => ({ url: `/settings/sports/${sportId}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
    patchMaster: build.mutation<{ master: MasterSettings }, Partial<MasterSettings> & { reason?: string }>({
      query: (body) => ({ url: '/settings/master', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
  }),
});

export const { useSettingsQuery, usePatchSportMutation, usePatchMasterMutation } = settingsApi;

// Settings (server/modules/operator/settingsRoutes.ts): every sport's bet delays, stake limits and
// match-odds price window, one event's controls and own delays/limits/price window, the master data
// (site message, BetStartTime) and the default stake buttons. Stakes whole rupees, delays whole
// seconds, prices decimals (2 places); each change answers the value as it now stands and is audited
// with the reason.
import { adminApi } from '../../api/adminApi';

export const STAKE_FIELDS = [
  'minOddLimit',
  'maxOddLimit',
  'minBookmakerLimit',
  'maxBookmakerLimit',
  'minFancyLimit',
  'maxFancyLimit',
] as const;
export const DELAY_FIELDS = ['betDelayTime', 'bookmakerDelayTime', 'fancyDelayTime'] as const;
/** The prices a match-odds bet may be placed at (1.01 to 1000). */
export const PRICE_FIELDS = ['minOddPrice', 'maxOddPrice'] as const;
export type DelayField = (typeof DELAY_FIELDS)[number];
export type PriceField = (typeof PRICE_FIELDS)[number];
export type SportField = (typeof STAKE_FIELDS)[number] | DelayField | PriceField;
export const SPORT_FIELDS = [...DELAY_FIELDS, ...STAKE_FIELDS, ...PRICE_FIELDS] as const;

export type SportSettings = { id: number; name: string } & Record<SportField, number>;
export interface MasterSettings {
  siteMessage: string;
  betStartTime: number;
}
export interface StakeButton {
  label: string;
  value: number;
}
export type StakeButtonKind = 'match' | 'wallet';
export interface SettingsResponse {
  isSuccess: true;
  sports: SportSettings[];
  master: MasterSettings;
  stakeButtons: Record<StakeButtonKind, StakeButton[]>;
}

export type StakeField = (typeof STAKE_FIELDS)[number];
export type StakeLimits = Record<StakeField, number>;
export type Delays = Record<DelayField, number>;
export type PriceWindow = Record<PriceField, number>;
export const EVENT_FLAGS = ['isBetLock', 'matchOdds', 'bookMaker', 'fancy'] as const;
export type EventFlag = (typeof EVENT_FLAGS)[number];
/**
 * GET /admin/settings/events/{id}: what players get now, the operator's overrides, the event's own
 * limits, delays and price window (each null: the sport's apply) and what its bets get now
 * (effective; null when the sport is unknown).
 */
export interface EventSettings {
  eventId: number;
  sportId: number;
  eventName: string;
  isBetLock: 0 | 1;
  matchOdds: 0 | 1;
  bookMaker: 0 | 1;
  fancy: 0 | 1;
  overrides: Record<EventFlag, 0 | 1 | null>;
  limits: StakeLimits | null;
  delays: Delays | null;
  priceWindow: PriceWindow | null;
  effective: (StakeLimits & Delays & PriceWindow) | null;
}
/** 1 or 0 overrides the feed, 'feed' clears the override; a group null: the sport's apply. */
export type EventPatch = Partial<Record<EventFlag, 0 | 1 | 'feed'>> & {
  limits?: StakeLimits | null;
  delays?: Delays | null;
  priceWindow?: PriceWindow | null;
  reason?: string;
};

export const settingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<SettingsResponse, void>({
      query: () => '/settings',
      providesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
    patchSport: build.mutation<
      { sport: SportSettings },
      { sportId: number; body: Partial<Record<SportField, number>> & { reason?: string } }
    >({
      query: ({ sportId, body }) => ({ url: `/settings/sports/${sportId}`, method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
    eventSettings: build.query<EventSettings, number>({
      query: (eventId) => `/settings/events/${eventId}`,
      transformResponse: (response: { event: EventSettings }) => response.event,
      providesTags: (_r, _e, eventId) => [{ type: 'Settings', id: `event-${eventId}` }],
    }),
    patchEvent: build.mutation<{ event: EventSettings }, { eventId: number; body: EventPatch }>({
      query: ({ eventId, body }) => ({ url: `/settings/events/${eventId}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'Settings', id: `event-${eventId}` }],
    }),
    putStakeButtons: build.mutation<
      { kind: StakeButtonKind; buttons: StakeButton[] },
      { kind: StakeButtonKind; buttons: StakeButton[]; reason?: string }
    >({
      query: (body) => ({ url: '/settings/stake-buttons', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
    patchMaster: build.mutation<{ master: MasterSettings }, Partial<MasterSettings> & { reason?: string }>({
      query: (body) => ({ url: '/settings/master', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Settings', id: 'ALL' }],
    }),
    /** Four eyes: withdrawals above this many rupees need a second approver (null: never). */
    walletSettings: build.query<WalletSettings, void>({
      query: () => '/wallet-settings',
      providesTags: [{ type: 'Settings', id: 'WALLET' }],
    }),
    putWalletSettings: build.mutation<WalletSettings, WalletSettings & { reason?: string }>({
      query: (body) => ({ url: '/wallet-settings', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Settings', id: 'WALLET' }],
    }),
  }),
});

export interface WalletSettings {
  secondApprovalAbove: number | null;
}

export const {
  useSettingsQuery,
  usePatchSportMutation,
  usePatchMasterMutation,
  useLazyEventSettingsQuery,
  useEventSettingsQuery,
  usePatchEventMutation,
  usePutStakeButtonsMutation,
  useWalletSettingsQuery,
  usePutWalletSettingsMutation,
} = settingsApi;

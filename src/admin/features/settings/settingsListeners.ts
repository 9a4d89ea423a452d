// A saved setting says so: every settings call the server accepts shows a toast naming what was saved.
import type { AdminStartListening } from '../../app/adminListener';
import { settingsApi } from './settingsApi';

export const SETTINGS_SAVED_MSG = {
  sport: 'Sport settings saved.',
  event: 'Event settings saved.',
  stakeButtons: 'Stake buttons saved.',
  master: 'Master data saved.',
  wallet: 'Withdrawal approval settings saved.',
} as const;

export function addSettingsListeners(startListening: AdminStartListening): void {
  const { patchSport, patchEvent, putStakeButtons, patchMaster, putWalletSettings } = settingsApi.endpoints;
  for (const [matcher, message] of [
    [patchSport.matchFulfilled, SETTINGS_SAVED_MSG.sport],
    [patchEvent.matchFulfilled, SETTINGS_SAVED_MSG.event],
    [putStakeButtons.matchFulfilled, SETTINGS_SAVED_MSG.stakeButtons],
    [patchMaster.matchFulfilled, SETTINGS_SAVED_MSG.master],
    [putWalletSettings.matchFulfilled, SETTINGS_SAVED_MSG.wallet],
  ] as const) {
    startListening({ matcher, effect: (_action, api) => api.extra.toast('success', message) });
  }
}

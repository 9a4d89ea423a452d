// The labels of the settings' number fields, shared by the sport forms and the event form so that an
// operator reads the same words for the same value.
import type { SportField } from './settingsApi';

export const FIELD_LABEL: Record<SportField, string> = {
  betDelayTime: 'Match odds delay (s)',
  bookmakerDelayTime: 'Bookmaker delay (s)',
  fancyDelayTime: 'Fancy delay (s)',
  minOddLimit: 'Match odds min (₹)',
  maxOddLimit: 'Match odds max (₹)',
  minBookmakerLimit: 'Bookmaker min (₹)',
  maxBookmakerLimit: 'Bookmaker max (₹)',
  minFancyLimit: 'Fancy min (₹)',
  maxFancyLimit: 'Fancy max (₹)',
  minOddPrice: 'Match odds min price',
  maxOddPrice: 'Match odds max price',
};

// What the alert and browser calls say when they refuse (the operator's own words: the spec has none).
export const ALERT_MSG = {
  noSuchAlert: 'No such alert.',
  alreadyAcknowledged: (by: string) => `The alert was already acknowledged by ${by}.`,
  noSuchAlertSetting: 'No such alert setting.',
  thresholdRange: 'A threshold is a whole number from 0 to 100000000.',
  nothingToSuspend: 'Nothing to suspend: every open market there is already suspended.',
  nothingToResume: 'Nothing to resume: no market there is suspended by hand.',
  noSuchSport: 'No such sport in the feed.',
  noSuchEvent: 'No such event in the feed.',
} as const;

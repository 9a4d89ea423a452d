// The sports a new database starts with, and the limits each starts on (the operator changes them in
// Settings): bet delays in seconds, stakes in rupees.
const STAKE_LIMITS = {
  min_odd_limit: 100,
  max_odd_limit: 200000,
  min_bookmaker_limit: 100,
  max_bookmaker_limit: 200000,
  min_fancy_limit: 100,
  max_fancy_limit: 100000,
};

export const CRICKET_LIMITS = { id: 4, name: 'Cricket', bet_delay_time: 5, bookmaker_delay_time: 1, fancy_delay_time: 1, ...STAKE_LIMITS };

export const SPORT_LIMITS = [
  CRICKET_LIMITS,
  { id: 2, name: 'Tennis', bet_delay_time: 4, bookmaker_delay_time: 1, fancy_delay_time: 1, ...STAKE_LIMITS },
  { id: 1, name: 'Football', bet_delay_time: 4, bookmaker_delay_time: 1, fancy_delay_time: 1, ...STAKE_LIMITS },
];

// Business constants of spec §9.

export const SPORT = { football: 1, tennis: 2, cricket: 4 } as const;
export type SportId = (typeof SPORT)[keyof typeof SPORT];
export const SPORT_NAMES: Record<number, string> = { 1: 'Football', 2: 'Tennis', 4: 'Cricket' };

/** RoleId in the LoginInfo cookie. The spec leaves the numbers open; these are ours. */
export const ROLE_ID = { operator: 1, player: 2, demo: 3 } as const;

export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MAX_LENGTH = 128;

export const DEPOSIT_MIN = 100;
export const DEPOSIT_MAX = 100000;
export const WITHDRAW_MIN = 100;
/** 'UTR' followed by 8 to 16 digits; slips print 'UTR:', 'UTR No.' or 'UTR Ref' between them. */
export const UTR_PATTERN = /UTR[^0-9]{0,8}?(\d{8,16})(?!\d)/i;
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

export const WALLET_STATUS = { approved: 1, pending: 2, rejected: 3 } as const;
export const BET_STATUS = { void: 0, settled: 1, unsettled: 2 } as const;
export const ODDS_TYPE = { matchOdds: 1, bookmaker: 2, fancy: 3, toss: 4 } as const;

export const BET_HISTORY_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
export const ODDS_POLL_MS = 600;
export const SAVE_TO_EXPOSURE_WAIT_MS = 1000;
/**
 * How long after a pending bet's delay (match_after) the server still accepts its updateUnmatchBet.
 * The slip updates right after the delay (spec §4), so its workflow fits well inside; later, the
 * bet lapses at once. Why the server, not the client, decides when the bet is matched: the delay
 * exists so that nobody bets on what they saw before the feed moved (courtsiding: a fast score from
 * the ground, a tab left open on a frozen price). A client free to send the update whenever it liked
 * could wait for the price it wanted, or hold a bet at a stale price until the event it knew about
 * happened (an update 16 s after a 4 s delay was matched at the live price).
 */
export const BET_UPDATE_WINDOW_MS = 2000;

export const MATCH_ODDS_MIN_PRICE = 1.01;
export const MATCH_ODDS_MAX_PRICE = 3;
export const BOOKMAKER_MIN_PRICE = 1.01;
export const TOSS_PRICE = 1.95;
export const TOSS_SIZE = 500000;
export const TOSS_HIDE_BEFORE_START_MS = 60 * 60 * 1000;
export const TOTAL_MATCHED_THRESHOLD = 5000;
export const TOTAL_MATCHED_THRESHOLD_CRICKET = 100000;

export const CASHOUT_MAX_STAKE = 10000;
export const CASHOUT_TOLERANCE = 0.01;
export const FANCY_LADDER_MARGIN = 5;

export const BET_ID_LENGTH = 30;
/** Spec §3: bet timestamps are shifted by +5.5 hours (IST written as if it were UTC). */
export const IST_SHIFT_MS = 5.5 * 60 * 60 * 1000;
export const BOOKMAKER_NAME_MAX = 18;
export const RANDOM_STRIP_SIZE = 5;
export const MAX_TOASTS = 20;
export const MOBILE_BREAKPOINT_PX = 768;

export const DEFAULT_MATCH_STAKES = [50, 200, 300, 400, 500, 600, 1000, 5000, 10000, 25000] as const;
export const DEFAULT_WALLET_STAKES = [500, 1000, 2000, 5000] as const;

// The Exchange Stream API's messages as this feed reads them (Betfair's ESASwaggerSchema.json, in its
// public stream-api-sample-code repository), and the cricket score messages (`ccm`) of the same stream.

export type MarketStatus = 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type RunnerStatus = 'ACTIVE' | 'WINNER' | 'LOSER' | 'REMOVED' | 'REMOVED_VACANT' | 'HIDDEN' | 'PLACED';

export interface RunnerDefinition {
  id: number;
  hc?: number;
  name?: string;
  status: RunnerStatus;
  sortPriority?: number;
  removalDate?: string;
  adjustmentFactor?: number;
  bsp?: number;
}

export interface MarketDefinition {
  eventId: string;
  eventTypeId: string;
  marketType?: string;
  bettingType?: string;
  status: MarketStatus;
  inPlay: boolean;
  betDelay?: number;
  marketTime?: string;
  suspendTime?: string;
  openDate?: string;
  settledTime?: string;
  numberOfWinners?: number;
  runners: RunnerDefinition[];
  version?: number;
  venue?: string;
  countryCode?: string;
  timezone?: string;
  /** Present in historical files only. */
  name?: string;
  eventName?: string;
  [other: string]: unknown;
}

/** [price, size]: atb, atl, trd, spb, spl. */
export type PriceVol = [number, number];
/** [level, price, size]: batb, batl, bdatb, bdatl. */
export type LevelPriceVol = [number, number, number];

export interface RunnerChange {
  id: number;
  hc?: number;
  atb?: PriceVol[];
  atl?: PriceVol[];
  batb?: LevelPriceVol[];
  batl?: LevelPriceVol[];
  bdatb?: LevelPriceVol[];
  bdatl?: LevelPriceVol[];
  trd?: PriceVol[];
  spb?: PriceVol[];
  spl?: PriceVol[];
  ltp?: number;
  tv?: number;
  spn?: number;
  spf?: number;
}

export interface MarketChange {
  id: string;
  img?: boolean;
  con?: boolean;
  tv?: number;
  marketDefinition?: MarketDefinition;
  rc?: RunnerChange[];
}

export interface MarketChangeMessage {
  op: 'mcm';
  id?: number;
  ct?: 'SUB_IMAGE' | 'RESUB_DELTA' | 'HEARTBEAT';
  clk?: string;
  initialClk?: string;
  pt: number;
  mc?: MarketChange[];
  segmentType?: 'SEG_START' | 'SEG' | 'SEG_END';
  conflateMs?: number;
  heartbeatMs?: number;
  status?: number;
}

export interface InningsScore {
  runs?: number | string;
  wickets?: number | string;
  overs?: number | string;
}

export interface CricketTeam {
  name?: string;
  selectionId?: number;
  inning1?: InningsScore;
  inning2?: InningsScore;
}

export interface CricketChange {
  eventId?: number | string;
  marketId?: string;
  homeTeam?: CricketTeam;
  awayTeam?: CricketTeam;
  matchInfo?: Record<string, unknown>;
  fixtureInfo?: Record<string, unknown>;
  [other: string]: unknown;
}

export interface CricketChangeMessage {
  op: 'ccm';
  clk?: string;
  pt: number;
  cc?: CricketChange[];
}

export interface StatusMessage {
  op: 'status';
  id?: number;
  statusCode: 'SUCCESS' | 'FAILURE';
  errorCode?: string;
  errorMessage?: string;
  connectionClosed?: boolean;
  connectionsAvailable?: number;
  connectionId?: string;
}

export interface ConnectionMessage {
  op: 'connection';
  connectionId?: string;
}

export type EsaMessage = MarketChangeMessage | CricketChangeMessage | StatusMessage | ConnectionMessage;

export const MESSAGE_FIELDS = new Set([
  'op',
  'id',
  'ct',
  'clk',
  'initialClk',
  'pt',
  'mc',
  'cc',
  'segmentType',
  'conflateMs',
  'heartbeatMs',
  'status',
  'statusCode',
  'errorCode',
  'errorMessage',
  'connectionClosed',
  'connectionsAvailable',
  'connectionId',
]);
export const MARKET_CHANGE_FIELDS = new Set(['id', 'img', 'con', 'tv', 'marketDefinition', 'rc']);
export const RUNNER_CHANGE_FIELDS = new Set([
  'id',
  'hc',
  'atb',
  'atl',
  'batb',
  'batl',
  'bdatb',
  'bdatl',
  'trd',
  'spb',
  'spl',
  'ltp',
  'tv',
  'spn',
  'spf',
]);

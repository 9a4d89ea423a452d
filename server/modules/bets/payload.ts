// The encrypted bodies of saveBet and updateUnmatchBet (spec §3, §7): decrypted with the payload key
// and checked field by field before anything else looks at them. The cipher protects nothing (its
// key ships in the bundle); the checks are what keeps bad input out.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { BET_ID_PATTERN } from '../../../src/domain/betting/betId';
import { parseStake } from '../../../src/domain/betting/stakeLimits';
import { MARKET_ID_PATTERN } from '../../../src/domain/contract/sports';
import { badRequest } from '../../lib/errors';
import { BETS_MSG } from './messages';
import { decryptPayloadJson } from './payloadCipher';

/** Ids travel as numbers or digit strings (the spec does not say which); both are read as integers. */
const IntId = Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.String({ pattern: '^[1-9][0-9]{0,14}$' })]);
/** A price or rate: a positive number, or its text. */
const Price = Type.Union([
  Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  Type.String({ pattern: '^[0-9]{1,7}(\\.[0-9]{1,4})?$' }),
]);
const Amount2 = Type.String({ pattern: '^-?[0-9]{1,13}\\.[0-9]{2}$' });
const Text = (max: number) => Type.String({ maxLength: max });
const Time = Type.String({ maxLength: 40, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9:.]+Z?$' });

export const BetIdField = Type.String({ pattern: BET_ID_PATTERN });

export const SaveBetPayloadSchema = Type.Object({
  BetId: BetIdField,
  SeriesId: IntId,
  // Horse racing (7) and greyhound racing (4339) exist only with a Betfair feed; the event decides.
  SportId: Type.Union([1, 2, 4, 7, 4339].flatMap((id) => [Type.Literal(id), Type.Literal(String(id))])),
  EventId: IntId,
  Event: Text(200),
  MarketId: Type.String({ pattern: MARKET_ID_PATTERN }),
  Market: Type.Union([Type.Literal('Matchodds'), Type.Literal('BookMaker'), Type.Literal('Fancy'), Type.Literal('Toss')]),
  SelectionId: IntId,
  Selection: Text(200),
  OddsType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
  Type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
  OddsRequest: Price,
  // Rupees (spec §5: digits only), or to the paisa for a cash-out hedge (betRules.ts
  // refuses paise on any other bet). A sign, a third decimal or 13+ digits is not a stake.
  AmountStake: Type.Union([
    Type.Number({ minimum: 1, maximum: 999_999_999_999 }),
    Type.String({ pattern: '^[1-9][0-9]{0,11}(\\.[0-9]{1,2})?$' }),
  ]),
  BetType: Type.Literal(2),
  IsSettlement: Type.Literal(2),
  IsDelete: Type.Literal(0),
  Status: Type.Literal(true),
  UserId: IntId,
  ResultType: Type.Null(),
  ResultAmount: Type.Literal(0),
  IpAddress: Text(64),
  IsMatched: Type.Literal(true),
  EventName: Text(200),
  Profit: Amount2,
  Liability: Amount2,
  MatchedTime: Time,
  settleTime: Type.Null(),
  PlaceTime: Time,
  // The player's "accept any odds" choice. Absent is off (price or better only).
  AcceptAnyOdds: Type.Optional(Type.Boolean()),
  // The player's own price on match odds (docs/betting.md); absent is off.
  KeepUnmatched: Type.Optional(Type.Boolean()),
});
export type RawSaveBet = Static<typeof SaveBetPayloadSchema>;

export const UpdateBetPayloadSchema = Type.Object({
  userId: IntId,
  BetId: BetIdField,
  oddsRequest: Price,
  // The slip's own figure (≤ 0); informative only.
  exposure: Type.Number({ minimum: -1e12, maximum: 1e12 }),
  // As in saveBet; absent is off.
  acceptAnyOdds: Type.Optional(Type.Boolean()),
  // The player asked their own price (docs/betting.md): a match-odds bet whose price is not on offer
  // rests unmatched instead of being refused. Absent is off (spec §4: refused, 'Odds Changed!').
  keepUnmatched: Type.Optional(Type.Boolean()),
});
export type RawUpdateBet = Static<typeof UpdateBetPayloadSchema>;

const saveCheck = TypeCompiler.Compile(SaveBetPayloadSchema);
const updateCheck = TypeCompiler.Compile(UpdateBetPayloadSchema);

function decryptChecked<T extends TSchema>(
  cipherText: string,
  key: string,
  check: { Check(value: unknown): value is Static<T>; Errors(value: unknown): Iterable<{ path: string; message: string }> },
): Static<T> {
  const value = decryptPayloadJson(cipherText, key);
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(BETS_MSG.unreadablePayload);
  }
  if (!check.Check(value)) {
    const first = [...check.Errors(value)][0];
    const field = first?.path.replace(/^\//, '') || 'payload';
    throw badRequest(BETS_MSG.invalidField(field));
  }
  return value;
}

export interface SaveBetPayload {
  betId: string;
  seriesId: number;
  sportId: number;
  eventId: number;
  marketId: string;
  market: RawSaveBet['Market'];
  selectionId: number;
  oddsType: number;
  side: 'back' | 'lay';
  oddsRequest: number;
  stake: number;
  userId: number;
  /** From Profit (YES) or −Liability (NO) per 100 of stake: the fancy rate the slip priced. */
  profitText: string;
  liabilityText: string;
  /** Take the price on offer whichever way it moved (still inside the window and the limits). */
  acceptAnyOdds: boolean;
  /** The player's own price: a match-odds price not on offer is saved, to rest unmatched. */
  keepUnmatched: boolean;
}

export function readSaveBet(cipherText: string, key: string): SaveBetPayload {
  const raw = decryptChecked<typeof SaveBetPayloadSchema>(cipherText, key, saveCheck);
  // A number with a third decimal is not a stake (the text form's pattern says the same).
  if (typeof raw.AmountStake === 'number' && parseStake(raw.AmountStake, true) === undefined)
    throw badRequest(BETS_MSG.invalidField('AmountStake'));
  return {
    betId: raw.BetId,
    seriesId: Number(raw.SeriesId),
    sportId: Number(raw.SportId),
    eventId: Number(raw.EventId),
    marketId: raw.MarketId,
    market: raw.Market,
    selectionId: Number(raw.SelectionId),
    oddsType: raw.OddsType,
    side: raw.Type,
    oddsRequest: Number(raw.OddsRequest),
    stake: Number(raw.AmountStake),
    userId: Number(raw.UserId),
    profitText: raw.Profit,
    liabilityText: raw.Liability,
    acceptAnyOdds: raw.AcceptAnyOdds === true,
    keepUnmatched: raw.KeepUnmatched === true,
  };
}

export interface UpdateBetPayload {
  userId: number;
  betId: string;
  oddsRequest: number;
  acceptAnyOdds: boolean;
  keepUnmatched: boolean;
}

export function readUpdateBet(cipherText: string, key: string): UpdateBetPayload {
  const raw = decryptChecked<typeof UpdateBetPayloadSchema>(cipherText, key, updateCheck);
  return {
    userId: Number(raw.userId),
    betId: raw.BetId,
    oddsRequest: Number(raw.oddsRequest),
    acceptAnyOdds: raw.acceptAnyOdds === true,
    keepUnmatched: raw.keepUnmatched === true,
  };
}

// JSON schemas of the betting calls (spec §7; shapes in src/domain/contract/bets.ts).
import { Type } from '@sinclair/typebox';
import { BET_ID_PATTERN } from '../../../src/domain/betting/betId';
import { GAME_ID_PATTERN } from '../../../src/domain/contract/sports';
import { ErrorBody } from '../auth';
import { STACK_LABEL_MAX } from './stakeButtons';

export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody };

const UserId = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });
export const UserParams = Type.Object({ userId: UserId });
export const UserEventParams = Type.Object({ userId: UserId, eventId: Type.String({ pattern: GAME_ID_PATTERN }) });

/** `{ data }`: the encrypted payload. 8 KB is far more than a bet takes. */
export const EncryptedBody = Type.Object({ data: Type.String({ minLength: 1, maxLength: 8192 }) });

export const SaveBetReply = Type.Object({ isSuccess: Type.Boolean(), betId: Type.String() });
// oddsMatched (an addition to the spec): the price the bet was matched at, when not the one asked.
export const UpdateBetReply = Type.Object({
  isSuccess: Type.Boolean(),
  message: Type.String(),
  oddsMatched: Type.Optional(Type.Number()),
  // An addition: the bet rests unmatched at the player's own price (docs/betting.md).
  unmatched: Type.Optional(Type.Boolean()),
});
export const SuccessOnly = Type.Object({ isSuccess: Type.Boolean() });

export const DeleteBetBody = Type.Object({
  userId: UserId,
  BetId: Type.Optional(Type.String({ pattern: BET_ID_PATTERN })),
});

const Eid = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('4'), Type.Literal('7'), Type.Literal('4339')]);
const MarketKind = Type.Union([Type.Literal('Matchodds'), Type.Literal('BookMaker'), Type.Literal('Fancy'), Type.Literal('Toss')]);
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const BetRowSchema = Type.Object({
  id: Type.Integer(),
  marketId: Type.String(),
  market: MarketKind,
  type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
  selection: Type.String(),
  selectionId: Type.Integer(),
  oddsRequest: Type.Number(),
  // An addition to the spec: the price asked at Submit, when the bet was matched at another (better) one.
  oddsAsked: Type.Optional(Type.Number()),
  amountStake: Type.Number(),
  profit: Type.Number(),
  liability: Type.Number(),
  eventId: Type.String(),
  isSettlement: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  isDelete: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export const BetRowsReply = Type.Object({ isSuccess: Type.Boolean(), data: Type.Array(BetRowSchema) });

/** Bets resting unmatched at the player's own price (an addition, docs/betting.md). */
export const UnmatchedRowsReply = Type.Object({
  isSuccess: Type.Boolean(),
  data: Type.Array(
    Type.Object({
      betId: Type.String(),
      marketId: Type.String(),
      marketName: Type.String(),
      selection: Type.String(),
      selectionId: Type.Integer(),
      type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
      oddsRequest: Type.Number(),
      amountStake: Type.Number(),
      placeTime: Type.String(),
    }),
  ),
});

export const NotSettledReply = Type.Object({
  isSuccess: Type.Boolean(),
  data: Type.Array(
    Type.Object({
      eid: Eid,
      gameId: Type.String(),
      marketId: Type.String(),
      eventName: Type.String(),
      market: MarketKind,
      trade: Type.Number(),
      IsBetLock: Flag,
      Matchodds: Flag,
      BookMaker: Flag,
      Fancy: Flag,
    }),
  ),
});

const slots = Array.from({ length: 10 }, (_, i) => i + 1);
export const StackButtonsReply = Type.Object({
  isSuccess: Type.Boolean(),
  data: Type.Object(
    Object.fromEntries(
      slots.flatMap((n) => [
        [`btn${n}`, Type.String()],
        [`btnValue${n}`, Type.Integer()],
      ]),
    ),
  ),
});

// Liberal in what it takes (the popup's pairs, the page's 8 rows, the fetched object), strict on
// each value; the service re-checks label lengths and value ranges with a message per button.
const Label = Type.Union([Type.String({ maxLength: STACK_LABEL_MAX * 4 }), Type.Number()]);
const Value = Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]);
const ButtonArray = Type.Array(Type.Object({ label: Label, value: Value }), { minItems: 1, maxItems: 10 });
const ButtonObject = Type.Object(
  Object.fromEntries(
    slots.flatMap((n) => [
      [`btn${n}`, Type.Optional(Label)],
      [`btnValue${n}`, Type.Optional(Value)],
    ]),
  ),
  { minProperties: 1, maxProperties: 40 },
);
export const StackButtonsBody = Type.Union([ButtonArray, ButtonObject, Type.Object({ data: Type.Union([ButtonArray, ButtonObject]) })]);

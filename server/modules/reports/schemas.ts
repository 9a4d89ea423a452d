// JSON schemas of the report calls (spec §7). Ranges of betStatus, sport and page are checked by the
// service, so that a wrong value gets a sentence that says what is allowed.
import { Type } from '@sinclair/typebox';
import { UserIdParam } from '../auth';

export { errorResponses } from '../auth';

export const UserParams = Type.Object({ userId: UserIdParam });

const DateText = Type.Optional(Type.String({ maxLength: 32 }));

export const RangeQuery = Type.Object({ fromDateTime: DateText, toDateTime: DateText });

export const HistoryQuery = Type.Object({
  fromDateTime: DateText,
  toDateTime: DateText,
  betStatus: Type.Integer({ minimum: -1_000, maximum: 1_000 }),
  sport: Type.Integer({ minimum: -1_000, maximum: 1_000 }),
  page: Type.Optional(Type.Integer({ minimum: -1_000, maximum: 10_000_000 })),
  totalpage: Type.Optional(Type.Integer({ minimum: -1_000, maximum: 10_000 })),
});

const Rupees = Type.Number();
const IstDate = Type.String();
const MarketKindSchema = Type.Union([Type.Literal('Matchodds'), Type.Literal('BookMaker'), Type.Literal('Fancy'), Type.Literal('Toss')]);
const BetStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const BetDetailRowSchema = Type.Object({
  id: Type.Integer(),
  eventId: Type.String(),
  eventName: Type.String(),
  sportId: Type.Integer(),
  market: Type.String(),
  marketId: Type.String(),
  marketKind: MarketKindSchema,
  oddsType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
  selectionId: Type.Integer(),
  selection: Type.String(),
  type: Type.Union([Type.Literal('back'), Type.Literal('lay')]),
  oddsRequest: Type.Number(),
  rate: Type.Union([Type.Number(), Type.Null()]),
  amountStake: Rupees,
  profit: Rupees,
  liability: Rupees,
  resultAmount: Rupees,
  placeTime: IstDate,
  settleTime: Type.Union([IstDate, Type.Null()]),
  ipAddress: Type.String(),
  isSettlement: BetStatusSchema,
});

export const PlMainRowSchema = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  sportName: Type.String(),
  event: Type.String(),
  eventId: Type.String(),
  eventName: Type.String(),
  market: Type.String(),
  marketId: Type.String(),
  marketKind: MarketKindSchema,
  selectionId: Type.Union([Type.Integer(), Type.Null()]),
  result: Type.String(),
  amount: Rupees,
  placeTime: IstDate,
  settleTime: IstDate,
  createdDate: IstDate,
  totalBets: Type.Integer(),
});

export const StatementRowSchema = Type.Object({
  id: Type.Integer(),
  createdDate: IstDate,
  deposit: Rupees,
  withdraw: Rupees,
  balance: Rupees,
  toUserName: Type.String(),
  remarks: Type.String(),
  kind: Type.Union(['opening', 'credit', 'debit', 'deposit', 'withdraw', 'settlement'].map((k) => Type.Literal(k))),
  type: Type.Union([Type.Literal('account'), Type.Literal('sport')]),
  marketId: Type.Union([Type.String(), Type.Null()]),
});

export const StatementReply = Type.Object({
  isSuccess: Type.Literal(true),
  accountstatement: Type.Array(StatementRowSchema),
  plMainVMList: Type.Array(PlMainRowSchema),
  plMainDetailVMList: Type.Array(BetDetailRowSchema),
});

export const ProfitLossReply = Type.Object({
  isSuccess: Type.Literal(true),
  plMainVMList: Type.Array(PlMainRowSchema),
  plMainDetailVMList: Type.Array(BetDetailRowSchema),
});

export const BetHistoryReply = Type.Object({
  isSuccess: Type.Literal(true),
  data: Type.Array(BetDetailRowSchema),
  totalrows: Type.Integer(),
});

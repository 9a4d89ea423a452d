// JSON schemas of the live-sports calls, mirroring src/domain/contract/sports.ts field for field
// (the compile-time checks at the bottom fail if the two drift apart). Tests validate real
// responses against them.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import * as C from '../../../src/domain/contract/sports';

const Str = (maxLength = 200) => Type.String({ maxLength });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Eid = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('4'), Type.Literal('7'), Type.Literal('4339')]);
const MatchStatus = Type.Union([Type.Literal('UPCOMING'), Type.Literal('INPLAY'), Type.Literal('CLOSED')]);
const MarketStatus = Type.Union([Type.Literal('OPEN'), Type.Literal('SUSPENDED'), Type.Literal('CLOSED')]);
const IsoDate = Type.String({ format: 'date-time', maxLength: 30 });
const closed = { additionalProperties: false } as const;

export { ErrorBody, errorResponses } from '../../lib/errorSchemas';

export const GameIdParam = Type.String({ pattern: C.GAME_ID_PATTERN, maxLength: 12 });
export const MarketIdParam = Type.String({ pattern: C.MARKET_ID_PATTERN, maxLength: 20 });
export const EventIdParams = Type.Object({ eventId: GameIdParam }, closed);
// Up to Betfair's event type ids (greyhound racing is 4339).
export const SportIdQuery = Type.Object({ sportId: Type.Integer({ minimum: 0, maximum: 100_000 }) });
export const SeriesIdQuery = Type.Object({ seriesId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });

export const SportEvent = Type.Object(
  {
    id: Type.Integer(),
    eid: Eid,
    gameId: Str(12),
    marketId: Str(20),
    eventName: Str(),
    eventDate: IsoDate,
    SrNo: Type.Integer({ minimum: 1 }),
    seriesId: Type.Integer(),
    seriesName: Str(),
    IsBetLock: Flag,
    Matchodds: Flag,
    BookMaker: Flag,
    Fancy: Flag,
    back11: Type.Number(),
    lay11: Type.Number(),
    back1: Type.Number(),
    lay1: Type.Number(),
    back12: Type.Number(),
    lay12: Type.Number(),
  },
  closed,
);

const ThreeLists = Type.Array(Type.Array(SportEvent), { minItems: 3, maxItems: 3 });
export const InPlayReply = Type.Object(
  {
    isSuccess: Type.Literal(true),
    data: Type.Object(
      { sportsEventModelInPlay: ThreeLists, sportsEventModelToday: ThreeLists, sportsEventModelTomorrow: ThreeLists },
      closed,
    ),
  },
  closed,
);

export const SeriesListReply = Type.Object(
  {
    isSuccess: Type.Literal(true),
    data: Type.Array(Type.Object({ seriesId: Type.Integer(), seriesName: Str(), eid: Eid }, closed)),
  },
  closed,
);

export const SeriesEventsReply = Type.Object({ isSuccess: Type.Literal(true), data: Type.Array(SportEvent) }, closed);

export const BetPageMatchReply = Type.Object(
  {
    isSuccess: Type.Literal(true),
    data: Type.Object(
      {
        eventName: Str(),
        eventDate: IsoDate,
        tournamentId: Type.Integer(),
        tournamentName: Str(),
        Status: MatchStatus,
        ActiveMatch: Flag,
        eid: Eid,
        gameId: Str(12),
        marketId: Str(20),
        IsBetLock: Flag,
        Matchodds: Flag,
        BookMaker: Flag,
        Fancy: Flag,
      },
      closed,
    ),
  },
  closed,
);

const PriceSize = Type.Object({ price: Type.Number(), size: Type.Number() }, closed);

export const OddsLadderReply = Type.Object(
  {
    isSuccess: Type.Literal(true),
    data: Type.Object(
      {
        marketId: Str(20),
        status: MarketStatus,
        totalMatched: Type.Number({ minimum: 0 }),
        runners: Type.Array(
          Type.Object(
            {
              selectionId: Type.Integer(),
              runnerName: Str(),
              back: Type.Array(PriceSize, { maxItems: 10 }),
              lay: Type.Array(PriceSize, { maxItems: 10 }),
              traded: Type.Array(PriceSize),
            },
            closed,
          ),
        ),
        lastUpdated: IsoDate,
      },
      closed,
    ),
  },
  closed,
);

export const OddsReply = Type.Object(
  {
    Odds: Type.Array(
      Type.Object(
        {
          marketId: Str(20),
          gameId: Str(12),
          eid: Eid,
          marketName: Type.Literal('Match Odds'),
          status: MarketStatus,
          inplay: Type.Boolean(),
          totalMatched: Type.Number({ minimum: 0 }),
          runners: Type.Array(
            Type.Object(
              {
                selectionId: Type.Integer(),
                runnerName: Str(),
                status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('WINNER'), Type.Literal('LOSER')]),
                ex: Type.Object({ availableToBack: Type.Array(PriceSize), availableToLay: Type.Array(PriceSize) }, closed),
              },
              closed,
            ),
          ),
          lastUpdated: IsoDate,
        },
        closed,
      ),
      { minItems: 1, maxItems: 1 },
    ),
    Bookmaker: Type.Array(
      Type.Array(
        Type.Object(
          {
            nat: Str(),
            sid: Type.Integer(),
            b1: Type.Number(),
            bs1: Type.Number(),
            l1: Type.Number(),
            ls1: Type.Number(),
            s: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED'), Type.Literal('BALL RUNNING')]),
            mid: Str(20),
          },
          closed,
        ),
      ),
    ),
    Fancy: Type.Array(
      Type.Object(
        {
          SelectionId: Type.Integer(),
          RunnerName: Str(),
          LayPrice1: Type.Number(),
          LaySize1: Type.Number(),
          BackPrice1: Type.Number(),
          BackSize1: Type.Number(),
          GameStatus: Type.Union([Type.Literal(''), Type.Literal('Ball Running'), Type.Literal('SUSPENDED')]),
          mid: Str(20),
        },
        closed,
      ),
    ),
    Toss: Type.Union([
      Type.Null(),
      Type.Object(
        {
          marketId: Str(20),
          status: MarketStatus,
          runners: Type.Array(
            Type.Object({ selectionId: Type.Integer(), runnerName: Str(), price: Type.Number(), size: Type.Number() }, closed),
          ),
        },
        closed,
      ),
    ]),
  },
  closed,
);

const limits = {
  minOddLimit: Type.Number(),
  maxOddLimit: Type.Number(),
  minBookmakerLimit: Type.Number(),
  maxBookmakerLimit: Type.Number(),
  minFancyLimit: Type.Number(),
  maxFancyLimit: Type.Number(),
};

export const StackLimitReply = Type.Object(
  {
    isSuccess: Type.Literal(true),
    data: Type.Object(
      {
        sports: Type.Array(
          Type.Object(
            {
              id: Type.Integer(),
              betDelayTime: Type.Number(),
              bookmakerDelayTime: Type.Number(),
              fancyDelayTime: Type.Number(),
              ...limits,
              minOddPrice: Type.Optional(Type.Number()),
              maxOddPrice: Type.Optional(Type.Number()),
            },
            closed,
          ),
        ),
        userMatchSettings: Type.Array(
          Type.Object(
            {
              gameId: Str(20),
              ...limits,
              betDelayTime: Type.Optional(Type.Number()),
              bookmakerDelayTime: Type.Optional(Type.Number()),
              fancyDelayTime: Type.Optional(Type.Number()),
              minOddPrice: Type.Optional(Type.Number()),
              maxOddPrice: Type.Optional(Type.Number()),
            },
            closed,
          ),
        ),
      },
      closed,
    ),
  },
  closed,
);

const Innings = Type.Object({ team: Str(), runs: Type.Integer(), wickets: Type.Integer(), overs: Str(8) }, closed);
const Pair = <T extends TSchema>(t: T) => Type.Tuple([t, t]);

export const EventScore = Type.Union([
  Type.Object(
    {
      sport: Type.Literal('cricket'),
      innings: Type.Array(Innings),
      batting: Type.Union([Type.Integer(), Type.Null()]),
      target: Type.Union([Type.Integer(), Type.Null()]),
      recentBalls: Type.Array(Str(4)),
    },
    closed,
  ),
  Type.Object(
    {
      sport: Type.Literal('tennis'),
      players: Pair(Str()),
      sets: Type.Array(Pair(Type.Integer())),
      points: Pair(Str(4)),
      server: Type.Union([Type.Literal(0), Type.Literal(1)]),
    },
    closed,
  ),
  Type.Object({ sport: Type.Literal('football'), home: Str(), away: Str(), goals: Pair(Type.Integer()), minute: Type.Integer() }, closed),
  Type.Object({ sport: Type.Literal('racing'), venue: Str() }, closed),
]);

export const ScoreReply = Type.Object(
  {
    isSuccess: Type.Literal(true),
    data: Type.Object({ gameId: Str(12), eid: Eid, status: MatchStatus, statusText: Str(), score: EventScore, updatedAt: IsoDate }, closed),
  },
  closed,
);

// The schemas and the contract must describe the same JSON.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const agree = <T extends true>(value: T) => value;
agree<Same<Static<typeof SportEvent>, C.SportEvent>>(true);
agree<Same<Static<typeof InPlayReply>, C.InPlaySportEventsResponse>>(true);
agree<Same<Static<typeof SeriesListReply>, C.SeriesListResponse>>(true);
agree<Same<Static<typeof SeriesEventsReply>, C.SeriesEventsResponse>>(true);
agree<Same<Static<typeof BetPageMatchReply>, C.BetPageMatchResponse>>(true);
agree<Same<Static<typeof OddsReply>, C.MatchOddsResponse>>(true);
agree<Same<Static<typeof OddsLadderReply>, C.OddsLadderResponse>>(true);
agree<Same<Static<typeof StackLimitReply>, C.StackLimitResponse>>(true);
agree<Same<Static<typeof ScoreReply>, C.ScoreResponse>>(true);

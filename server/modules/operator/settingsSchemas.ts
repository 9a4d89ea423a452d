// JSON schemas of the operator's settings calls (/api/admin/settings/*). Stakes are whole rupees,
// delays whole seconds (0–60), as GetStackLimit serves them.
import { Type, type Static } from '@sinclair/typebox';
import { Reason } from './schemas';

const Stake = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Delay = Type.Integer({ minimum: 0, maximum: 60 });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** A match-odds price: 1.01 to 1000, at most two decimals (checked in the service). */
const Price = Type.Number({ minimum: 1.01, maximum: 1000 });

export const StakeLimits = Type.Object({
  minOddLimit: Stake,
  maxOddLimit: Stake,
  minBookmakerLimit: Stake,
  maxBookmakerLimit: Stake,
  minFancyLimit: Stake,
  maxFancyLimit: Stake,
});
export type StakeLimitsValue = Static<typeof StakeLimits>;

export const Delays = Type.Object({ betDelayTime: Delay, bookmakerDelayTime: Delay, fancyDelayTime: Delay });
export type DelaysValue = Static<typeof Delays>;
/** The prices a match-odds bet may be placed at (spec §9's default: 1.01 to 3). */
export const PriceWindow = Type.Object({ minOddPrice: Price, maxOddPrice: Price });
export type PriceWindowValue = Static<typeof PriceWindow>;

export const SportSettings = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  betDelayTime: Type.Integer(),
  bookmakerDelayTime: Type.Integer(),
  fancyDelayTime: Type.Integer(),
  ...StakeLimits.properties,
  minOddPrice: Type.Number(),
  maxOddPrice: Type.Number(),
});
export type SportSettingsValue = Static<typeof SportSettings>;

export const SportPatch = Type.Object(
  {
    betDelayTime: Type.Optional(Delay),
    bookmakerDelayTime: Type.Optional(Delay),
    fancyDelayTime: Type.Optional(Delay),
    ...Type.Partial(StakeLimits).properties,
    minOddPrice: Type.Optional(Price),
    maxOddPrice: Type.Optional(Price),
    reason: Type.Optional(Reason),
  },
  { additionalProperties: false },
);
export type SportPatchValue = Static<typeof SportPatch>;

export const SportParams = Type.Object({ sportId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });
export const EventParams = Type.Object({ eventId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });

/**
 * Per event: 1 or 0 overrides the feed, 'feed' clears the override; limits null clears the event's own
 * limits (the sport's apply). Not null for the flags: Fastify's validator coerces null to 0 there.
 */
const FlagOrFeed = Type.Union([Flag, Type.Literal('feed')]);
export const EventPatch = Type.Object(
  {
    isBetLock: Type.Optional(FlagOrFeed),
    matchOdds: Type.Optional(FlagOrFeed),
    bookMaker: Type.Optional(FlagOrFeed),
    fancy: Type.Optional(FlagOrFeed),
    limits: Type.Optional(Type.Union([StakeLimits, Type.Null()])),
    /** The event's own three delays (null: the sport's apply). */
    delays: Type.Optional(Type.Union([Delays, Type.Null()])),
    /** The event's own match-odds price window (null: the sport's applies). */
    priceWindow: Type.Optional(Type.Union([PriceWindow, Type.Null()])),
    reason: Type.Optional(Reason),
  },
  { additionalProperties: false },
);
export type EventPatchValue = Static<typeof EventPatch>;

const Override = Type.Union([Flag, Type.Null()]);
export const EventSettings = Type.Object({
  eventId: Type.Integer(),
  sportId: Type.Integer(),
  eventName: Type.String(),
  /** What players get now (the operator's value, else the feed's). */
  isBetLock: Flag,
  matchOdds: Flag,
  bookMaker: Flag,
  fancy: Flag,
  /** The operator's overrides (null: none). */
  overrides: Type.Object({ isBetLock: Override, matchOdds: Override, bookMaker: Override, fancy: Override }),
  /** The event's own stake limits (null: the sport's apply). */
  limits: Type.Union([StakeLimits, Type.Null()]),
  /** The event's own delays and price window (null: the sport's apply). */
  delays: Type.Union([Delays, Type.Null()]),
  priceWindow: Type.Union([PriceWindow, Type.Null()]),
  /** What the event's bets get now: its own values, else its sport's (null: the sport is unknown). */
  effective: Type.Union([Type.Object({ ...StakeLimits.properties, ...Delays.properties, ...PriceWindow.properties }), Type.Null()]),
});
export type EventSettingsValue = Static<typeof EventSettings>;

export const MasterPatch = Type.Object(
  {
    siteMessage: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Minutes before the start when betting opens. */
    betStartTime: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 * 24 * 30 })),
    reason: Type.Optional(Reason),
  },
  { additionalProperties: false },
);
export const Master = Type.Object({ siteMessage: Type.String(), betStartTime: Type.Integer() });

const Button = Type.Object({
  label: Type.String({ minLength: 1, maxLength: 20 }),
  value: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
});
export const StakeButtonsBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('match'), Type.Literal('wallet')]),
    buttons: Type.Array(Button, { minItems: 1, maxItems: 10 }),
    reason: Type.Optional(Reason),
  },
  { additionalProperties: false },
);
export const StakeButtons = Type.Object({ match: Type.Array(Button), wallet: Type.Array(Button) });

export const SettingsReply = Type.Object({
  isSuccess: Type.Literal(true),
  sports: Type.Array(SportSettings),
  master: Master,
  stakeButtons: StakeButtons,
});

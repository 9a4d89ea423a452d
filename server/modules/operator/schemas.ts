// JSON schemas of the admin API. Money in rupees (at most 2 decimals, checked by the service).
import { ProtectionStateSchema } from '../protection';
import { Type, type TProperties } from '@sinclair/typebox';
import { MARKET_ID_PATTERN } from '../../../src/domain/contract/sports';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../../../src/domain/constants';

export { errorResponses } from '../auth';

/** ₹100 crore: far above any real amount, far below where paise stop being exact integers. */
const MAX_RUPEES = 1_000_000_000;
const Rupees = (minimum: number) => Type.Number({ minimum, maximum: MAX_RUPEES });
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const ZeroOrOne = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const AdminLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  /** The authenticator's 6 digits or a recovery code, for an account with two-factor on. */
  totp: Type.Optional(Type.String({ maxLength: 20 })),
});
export const StaffSelfSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  role: Type.Literal('operator'),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  twoFactor: Type.Boolean(),
  mustEnrolTwoFactor: Type.Boolean(),
});
export const AdminLoginReply = Type.Object({ isSuccess: Type.Boolean(), user: StaffSelfSchema });
export const LogoutReply = Type.Object({ isSuccess: Type.Boolean() });

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Union([Type.Literal('player'), Type.Literal('demo')]),
  selfUser: ZeroOrOne,
  balance: Type.Number(),
  exposure: Type.Number(),
  reserved: Type.Number(),
  available: Type.Number(),
  ledgerSum: Type.Number(),
  exposureLimit: Type.Number(),
  lockBetting: ZeroOrOne,
  lockLogin: ZeroOrOne,
  passwordstatus: ZeroOrOne,
  /** The limits, time-out or self-exclusion the player set themselves; read only. */
  protection: Type.Optional(ProtectionStateSchema),
  /** One player only: why the log-in is locked (the audit row that locked it), for staff. */
  loginLock: Type.Optional(
    Type.Object({
      locked: Type.Boolean(),
      reason: Type.Union([Type.String(), Type.Null()]),
      at: Type.Union([Type.String(), Type.Null()]),
      by: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  lastLogins: Type.Optional(Type.Array(Type.Object({ at: Type.String(), ip: Type.String(), device: Type.String() }))),
  language: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const CreateUserBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: USERNAME_MAX_LENGTH, pattern: '^[A-Za-z0-9_]+$' }),
  password: Password,
  credit: Rupees(0),
  exposureLimit: Rupees(0),
});

export const FindUserQuery = Type.Object({ username: Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH }) });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });

export const CreditBody = Type.Object({
  amount: Rupees(-MAX_RUPEES),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
});

export const UpdateUserBody = Type.Object(
  {
    lockBetting: Type.Optional(ZeroOrOne),
    exposureLimit: Type.Optional(Rupees(0)),
    password: Type.Optional(Password),
    // Why (the console asks for one): kept in the audit row; not a change by itself.
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** Why the operator did it: required where the call takes one, kept in the audit log. */
export const Reason = Type.String({ minLength: 1, maxLength: 500 });
export const ReasonBody = Type.Object({ reason: Reason }, { additionalProperties: false });
export const MarketParams = Type.Object({ marketId: Type.String({ pattern: MARKET_ID_PATTERN, maxLength: 20 }) });
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};
export const Ok = Type.Object({ isSuccess: Type.Literal(true) });
/** A page of a console list: its rows, the page asked for and the total over every page (and any `extra` fields). */
export const Paged = <T extends ReturnType<typeof Type.Object>, X extends TProperties = Record<never, never>>(
  item: T,
  extra: X = {} as X,
) =>
  Type.Object({
    isSuccess: Type.Literal(true),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    rows: Type.Array(item),
    ...extra,
  });

/** A market's result as the settle call and its preview take it: the winning runner, or a fancy's runs. */
export const ResultFields = {
  winnerSelectionId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  runs: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
};
export const Outcome = Type.Union([Type.Literal('winner'), Type.Literal('runs'), Type.Literal('void')]);

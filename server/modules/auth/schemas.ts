// JSON schemas of the auth calls (spec §7), field names exactly as the spec spells them.
import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../../src/domain/constants';

/** Every failure: `{ message }` and the endpoint's own flags (isSuccess, status, error). */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    isSuccess: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
    error: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody };

export const UserIdParam = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });

export const LoginInfoSchema = Type.Object({
  Id: Type.Integer(),
  UserName: Type.String(),
  RoleId: Type.Integer(),
  selfUser: Type.Union([Type.Literal(0), Type.Literal(1)]),
  ExposureLimit: Type.Number(),
  LockBetting: Type.Union([Type.Literal(0), Type.Literal(1)]),
  passwordstatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const LoginBody = Type.Object({
  UserName: Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH }),
  pass: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  ip: Type.String({ maxLength: 64 }),
  geoLocation: Type.String({ maxLength: 200 }),
});
export const LoginReply = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  result: Type.Array(LoginInfoSchema),
});

/** The demo call's fields are accepted (the SPA sends them) but a demo player needs none of them. */
export const DemoLoginBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: USERNAME_MAX_LENGTH })),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  userIP: Type.Optional(Type.String({ maxLength: 64 })),
  geoLocationn: Type.Optional(Type.String({ maxLength: 200 })),
});
export const DemoLoginReply = Type.Object({ result: Type.Array(LoginInfoSchema), message: Type.String() });

export const SignUpBody = Type.Object({
  username: Type.String({ minLength: 3, maxLength: USERNAME_MAX_LENGTH, pattern: '^[A-Za-z0-9_]+$' }),
  password: Type.String({ minLength: 6, maxLength: PASSWORD_MAX_LENGTH }),
  // Digits, or + and the country code: +91 98765 43210 written without spaces fits the column's 15.
  phone: Type.String({ pattern: '^(\\+[0-9]{10,14}|[0-9]{10,15})$' }),
});
export const SuccessReply = Type.Object({ isSuccess: Type.Boolean(), message: Type.String() });

export const ChangePasswordParams = Type.Object({ userId: UserIdParam });
export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});

export const PasswordStatusReply = Type.Array(Type.Object({ passwordstatus: Type.Union([Type.Literal(0), Type.Literal(1)]) }));

export const MasterDataReply = Type.Array(Type.Object({ BetStartTime: Type.Integer(), SiteMessage: Type.String() }));

/** Public: any id is asked about, and only the caller's own session answers true. */
export const UserStatusParams = Type.Object({
  userId: Type.String({ maxLength: 20 }),
  ip: Type.String({ maxLength: 64 }),
});
export const UserStatusReply = Type.Object({ isSuccess: Type.Boolean(), isLoggedIn: Type.Boolean() });

export const LogoutReply = Type.Object({ isSuccess: Type.Boolean() });
export const HealthReply = Type.Object({ status: Type.String() });
export const WhoAmIReply = Type.Object({
  ip: Type.String(),
  city: Type.String(),
  region: Type.String(),
  country: Type.String(),
});

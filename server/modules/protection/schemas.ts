// JSON schemas of the protection calls (src/domain/contract/protection.ts). Kinds, periods and
// lengths are plain strings here so that a wrong one gets the service's message, not a schema's.
import { Type } from '@sinclair/typebox';

export { ErrorBody, errorResponses } from '../../lib/errorSchemas';

const Name = Type.String({ maxLength: 20 });

const Pending = Type.Union([
  Type.Object({ amount: Type.Union([Type.Number(), Type.Null()]), from: Type.Number(), fromLabel: Type.String() }),
  Type.Null(),
]);

export const LimitViewSchema = Type.Object({
  period: Type.String(),
  amount: Type.Union([Type.Number(), Type.Null()]),
  pending: Pending,
  used: Type.Number(),
  left: Type.Union([Type.Number(), Type.Null()]),
});

export const ExclusionSchema = Type.Object({
  kind: Type.String(),
  length: Type.String(),
  until: Type.Number(),
  untilLabel: Type.String(),
});

export const ProtectionStateSchema = Type.Object({
  deposit: Type.Array(LimitViewSchema),
  loss: Type.Array(LimitViewSchema),
  exclusion: Type.Union([ExclusionSchema, Type.Null()]),
  realityCheckMinutes: Type.Integer(),
});

export const SetLimitBody = Type.Object(
  {
    kind: Name,
    period: Name,
    /** Whole rupees; null removes the limit (Null first: Ajv would coerce null to 0 for a number). */
    amount: Type.Union([Type.Null(), Type.Number()]),
  },
  { additionalProperties: false },
);

export const SetLimitReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String(), state: ProtectionStateSchema });

export const ExclusionBody = Type.Object({ kind: Name, length: Name }, { additionalProperties: false });
export const ExclusionReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String(), exclusion: ExclusionSchema });

export const RealityCheckBody = Type.Object({ minutes: Type.Integer({ minimum: 0, maximum: 1440 }) }, { additionalProperties: false });
export const OkReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String() });

export const SessionReply = Type.Object({
  signedInAt: Type.Number(),
  minutes: Type.Integer(),
  profitLoss: Type.Number(),
  realityCheckMinutes: Type.Integer(),
});

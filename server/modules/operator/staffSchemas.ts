// JSON schemas of the staff calls (/api/admin/staff…).
import { Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '../../../src/domain/contract/staff';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../../../src/domain/constants';

const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const Roles = Type.Array(Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))), { minItems: 1, maxItems: STAFF_ROLES.length });

export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  twoFactor: Type.Boolean(),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});

export const StaffListReply = Type.Object({ isSuccess: Type.Literal(true), staff: Type.Array(StaffMemberSchema) });

export const CreateStaffBody = Type.Object(
  {
    username: Type.String({ minLength: 3, maxLength: USERNAME_MAX_LENGTH, pattern: '^[A-Za-z0-9_]+$' }),
    password: Password,
    displayName: Type.Optional(Type.String({ maxLength: 60 })),
    roles: Roles,
  },
  { additionalProperties: false },
);

export const UpdateStaffBody = Type.Object(
  {
    roles: Type.Optional(Roles),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('suspended')])),
  },
  { additionalProperties: false },
);

export const ResetPasswordBody = Type.Object({ password: Password }, { additionalProperties: false });

export const OwnPasswordBody = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), newPassword: Password },
  { additionalProperties: false },
);

export const TotpStartReply = Type.Object({ isSuccess: Type.Literal(true), secret: Type.String(), otpauthUrl: Type.String() });
export const TotpConfirmBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });
export const TotpConfirmReply = Type.Object({ isSuccess: Type.Literal(true), recoveryCodes: Type.Array(Type.String()) });
export const OkReply = Type.Object({ isSuccess: Type.Literal(true) });

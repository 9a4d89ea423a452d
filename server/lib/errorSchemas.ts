// The JSON schema of a refusal, `{ message, isSuccess? }` and whatever else an endpoint adds, shared
// by the modules whose calls need no more (auth's calls add `status` and `error`: auth/schemas.ts).
import { Type } from '@sinclair/typebox';

export const ErrorBody = Type.Object({ message: Type.String(), isSuccess: Type.Optional(Type.Boolean()) }, { additionalProperties: true });
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody };

// POST /api/selfUser/depositRequest: a multipart form with the deposit fields and one slip image.
// The form is read here, in our own preValidation hook, so that every way an upload can be wrong
// (too large, two files, a cut-off body) becomes a clear 4xx and the schema then checks the fields.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { caller } from '../../lib/access';
import { HttpError, badRequest } from '../../lib/errors';
import { SLIP_MAX_BYTES } from '../../../src/domain/constants';
import { DEPOSIT_IMAGE_FIELD } from '../../../src/domain/contract/wallet';
import type { RequestsService } from './requestsService';
import { WALLET_MSG } from './messages';
import * as S from './schemas';

const LIMITS = { fileSize: SLIP_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 1024 };

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, WALLET_MSG.slipTooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, WALLET_MSG.oneSlipOnly);
  if (statusCode && statusCode >= 400 && statusCode < 500 && message) return new HttpError(statusCode, message);
  // Anything else while reading the form (a cut-off or malformed body) is the client's upload.
  return badRequest('The upload could not be read. Please try again.');
}

/** Reads the whole form: text fields as strings, the slip as a Buffer under `image`. */
async function readDepositForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body = new Map<string, unknown>();
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (body.has(part.fieldname)) throw badRequest(`The field ${part.fieldname} was sent twice.`);
      if (part.type === 'file') {
        if (part.fieldname !== DEPOSIT_IMAGE_FIELD) throw badRequest(WALLET_MSG.oneSlipOnly);
        body.set(part.fieldname, await part.toBuffer());
      } else {
        body.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  request.body = Object.fromEntries(body);
}

/** `perAddress`: the hourly count of slip uploads from the request's address (429 past it). */
export async function depositRoute(
  api: FastifyInstance,
  service: RequestsService,
  perAddress: (request: { ip: string }) => Promise<void>,
): Promise<void> {
  await api.register(async (scope) => {
    await scope.register(multipart, { limits: LIMITS });
    scope.addHook('preValidation', readDepositForm);
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/selfUser/depositRequest',
      {
        config: { money: true },
        // Before the form is read: an address over its hourly uploads costs no parsing.
        onRequest: (request, _reply, done) => {
          perAddress(request).then(() => done(), done);
        },
        schema: { body: S.DepositBody, response: { 200: S.OkReply, ...S.errorResponses } },
      },
      async (request) => service.deposit(caller(request), request.body, request.log),
    );
  });
}

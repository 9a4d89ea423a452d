// The API's OpenAPI description, collected by @fastify/swagger from every route's TypeBox schema as
// the routes are declared. Only scripts/openapi.ts asks for it (docs/openapi.json); a running
// product never registers it, so it serves no description and pays nothing for one.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';

export async function describeApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Exchange API',
        version: '1',
        description:
          'The player API (paths and fields as the product contract, spec §7) and the operator API under /api/admin. ' +
          'Generated from the routes’ TypeBox schemas: npm run docs:openapi.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'exsid' } },
      },
      security: [{ session: [] }],
    },
    // Only the API: the pages and assets are not calls.
    hiddenTag: 'hidden',
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
  });
}

/** The description as written to docs/openapi.json: stable key order, two-space indentation. */
export function openapiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

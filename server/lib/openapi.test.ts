// docs/openapi.json is what the routes declare now: regenerate it (npm run docs:openapi) with any
// change of a route or its schema.
import fs from 'node:fs';
import path from 'node:path';
import { openapiDocument } from './openapiDocument';

const FILE = path.resolve(__dirname, '../../docs/openapi.json');

test('docs/openapi.json is current (npm run docs:openapi writes it)', async () => {
  const current = await openapiDocument();
  const written = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';
  expect(written === current ? 'current' : 'stale: run npm run docs:openapi').toBe('current');
});

test('it describes the player API at the spec’s paths and the operator API, with their schemas', async () => {
  const document = JSON.parse(await openapiDocument()) as {
    paths: Record<string, Record<string, { responses?: object; requestBody?: object }>>;
  };
  expect(document.paths['/api/saveBet'].post.requestBody).toBeDefined();
  expect(document.paths['/api/checkGetMatchOdds/{marketId}/{eventId}'].get.responses).toHaveProperty('200');
  expect(document.paths['/api/ready'].get.responses).toHaveProperty('503');
  expect(Object.keys(document.paths).some((p) => p.startsWith('/api/admin/'))).toBe(true);
  expect(Object.keys(document.paths).every((p) => p.startsWith('/api/'))).toBe(true);
});

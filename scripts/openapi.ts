// `npm run docs:openapi`: writes docs/openapi.json from the routes' schemas (server/lib/openapi.ts).
// The app is built as the product builds it, on a database it never connects to: declaring the
// routes reads no data. server/lib/openapi.test.ts fails when the file is not current.
import fs from 'node:fs';
import path from 'node:path';
import { openapiDocument } from '../server/lib/openapiDocument';

const file = path.resolve(__dirname, '../docs/openapi.json');
openapiDocument()
  .then((text) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    process.stdout.write(`docs:openapi: ${file} written (${text.length} bytes)\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`docs:openapi failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });

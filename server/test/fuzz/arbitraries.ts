// fast-check generators of bad input: values a careless or hostile client sends (huge and unicode
// strings, NUL bytes, nested objects, numbers as strings, negative and fractional amounts), request
// parts shaped after a route's own JSON schema but filled with those values, and raw bodies in the
// wrong content type. The fuzz test (contractFuzz.test.ts) sends them through app.inject.
import fc from 'fast-check';
import type { JsonSchema } from '../security/routeCatalog';

const HUGE = 'Ω'.repeat(40_000) + 'x'.repeat(200_000);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Amounts and ids a client should never get away with. */
export const badNumber = fc.constantFrom(
  -1,
  -100,
  -0.01,
  0,
  0.5,
  99.999,
  100.001,
  1e21,
  -1e21,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  5e-324,
);

/** Numbers written as text, and text that only looks like a number. */
export const numericText = fc.constantFrom(
  '100',
  '-5',
  '1e3',
  '0x10',
  ' 100 ',
  '100.50',
  'NaN',
  'Infinity',
  '-0',
  '00100',
  '1_000',
  '१००',
  '١٠٠',
  '9'.repeat(40),
  '',
);

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '\uFFFF',
    '\u202E',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '${7*7}',
    '__proto__',
  ),
);

/** Any JSON-ish value, the nastier the better. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: badNumber },
  { weight: 2, arbitrary: numericText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(HUGE.slice(0, 5_000), HUGE, nested(60), nested(2_000)) },
);

function regexOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** A value that fits the schema (as far as a generator can tell). */
function fitting(schema: JsonSchema, ownId: fc.Arbitrary<number>, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((branch) => fitting(branch, ownId, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1e6, -(2 ** 31)), max: Math.min(schema.maximum ?? 1e6, 2 ** 31) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const regex = schema.pattern ? regexOf(schema.pattern) : null;
      const maxLength = schema.maxLength ?? 64;
      const base = regex ? fc.stringMatching(regex) : fc.string({ minLength: schema.minLength ?? 0, maxLength });
      return base.filter((s) => s.length <= maxLength && s.length >= (schema.minLength ?? 0));
    }
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(schema.items ? shaped(schema.items, ownId, depth + 1) : nastyValue, { maxLength: 12 });
    case 'object':
      return depth > 3 ? fc.constant({}) : shapedObject(schema, ownId, depth + 1);
    default:
      return nastyValue;
  }
}

/** Mostly a fitting value, often a nasty one. */
export function shaped(schema: JsonSchema, ownId: fc.Arbitrary<number>, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, ownId, depth) }, { weight: 2, arbitrary: nastyValue });
}

const USER_FIELDS = new Set(['userId', 'UserId', 'user']);

/** An object with the schema's properties (some left out, some extra), user ids mostly the caller's. */
export function shapedObject(schema: JsonSchema, ownId: fc.Arbitrary<number>, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    fields[name] = USER_FIELDS.has(name)
      ? fc.oneof({ weight: 6, arbitrary: ownId }, { weight: 1, arbitrary: ownId.map(String) }, { weight: 2, arbitrary: nastyValue })
      : shaped(property, ownId, depth);
  }
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A raw JSON text a parser must refuse calmly. */
export const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '"\\ud800"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '{"a":1,"a":2}',
  '1e999999',
  '{"a":"\u0000"}',
  '',
  `{"data":"${'A'.repeat(2_000_000)}"}`,
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  'text/html; charset=iso-8859-1',
  '*/*',
  'application/json, text/plain',
  'garbage',
);

/** Printable header text (a real HTTP parser refuses control characters before the app sees them). */
export const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7E]/g, ''));

export const extraHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('1.1.1.1, 2.2.2.2', '::1', 'unknown', '999.999.1.1')),
    accept: fc.constantFrom('application/json', '*/*', 'text/html', 'garbage/;;'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'),
    'if-none-match': fc.oneof(headerText, fc.constant('*')),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=5-1', 'lines=1-2', 'bytes=0-0,1-1,2-2'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'same-site'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
  },
  { requiredKeys: [] },
);

/** A multipart body with random fields and files (the slip upload's way in). */
export const multipartBody = fc
  .record({
    fields: fc.dictionary(
      fc.oneof(fc.constantFrom('userId', 'depositAmount', 'paymentMethod', 'DisplayName', 'UTR', 'image'), fc.string({ maxLength: 10 })),
      fc.oneof(text, numericText),
      { maxKeys: 8 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('image', 'slip', 'image'),
        name: text,
        type: contentType,
        bytes: fc.uint8Array({ maxLength: 3000 }),
      }),
    ),
    truncate: fc.boolean(),
  })
  .map(({ fields, file, truncate }) => {
    const boundary = 'fuzzboundary';
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/"/g, '')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
      );
      parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
    }
    if (!truncate) parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
  });

/** encodeURIComponent, with lone surrogates (which it cannot encode) made U+FFFD as a browser would. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

/** Path segments: encoded nasty text, and raw strings that break URL decoding or routing. */
export const pathSegment = fc.oneof(
  { weight: 4, arbitrary: text.map(encodeSegment) },
  { weight: 2, arbitrary: fc.oneof(badNumber, numericText).map((v) => encodeSegment(String(v))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '%2e%2e%2f', '..', '.', '%C0%AE', '%FF', 'a%2Fb', 'x'.repeat(2_000)) },
);

/** A query string: from an object, or raw. */
export function queryString(values: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: values.map((record) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(record)) {
          if (Array.isArray(value))
            for (const item of value.slice(0, 5)) search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
          else search.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
        }
        return search.toString();
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a[b]=1&a=2',
        'userId=1&userId=2',
        '=&=&&',
        '%zz=1',
        'x=%00',
        `q=${'x'.repeat(20_000)}`,
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
      ),
    },
  );
}

/** A value no JSON schema field of ours accepts where a scalar or a list is expected. */
const neverValid = fc.constantFrom<unknown>({ nested: { deeper: [] } }, [[{}]], { __proto__: null });

/**
 * Shaped like the schema but surely refused: one required field missing or replaced by a value of
 * no scalar type (Ajv never coerces an object). For calls that would move money if they were valid.
 */
export function brokenObject(schema: JsonSchema, ownId: fc.Arbitrary<number>): fc.Arbitrary<Record<string, unknown>> {
  const required = schema.required ?? [];
  if (required.length === 0) return fc.constant({ unexpected: { nested: [] } });
  return fc.tuple(shapedObject(schema, ownId), fc.constantFrom(...required), fc.boolean(), neverValid).map(([body, field, drop, bad]) => {
    if (drop) {
      const { [field]: _dropped, ...rest } = body;
      return rest;
    }
    return { ...body, [field]: bad };
  });
}

/** Path ids that name nothing: far past any id a test database holds, or not ids at all. */
export const unknownId = fc.oneof(fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }).map(String), pathSegment);

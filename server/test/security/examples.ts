// The smallest request parts a route's JSON schema accepts, so that a test reaches the checks that run
// after validation (the user-id and CSRF hooks, the services) instead of stopping at a 400.
import type { JsonSchema } from './routeCatalog';

/** Strings tried, in order, against a `pattern` (extend it when a new pattern has no example). */
const PATTERN_EXAMPLES = [
  '1',
  '4',
  '100',
  '1000001',
  '1.1000001',
  '2026-11-21 00:00:00',
  '2026-11-21',
  '1,2,3',
  'abc',
  'UPI',
  'player1',
  'abcdefghijklmnopqrstuvwxyz1234',
  'AXIS000111',
  'x@ybl',
  'HDFC0001234',
  '9876543210',
  'qr-1.png',
  'a',
];

export function exampleOf(schema: JsonSchema | undefined, where: string): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0], where);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low =
        typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      return Math.max(low, Math.min(1, typeof schema.maximum === 'number' ? schema.maximum : 1));
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
      const fits = (s: string) => s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
      const found = [...PATTERN_EXAMPLES, 'x'.repeat(Math.max(min, 1))].find(fits);
      if (found === undefined) throw new Error(`no example string for ${where} (pattern ${schema.pattern}); add one to PATTERN_EXAMPLES`);
      return found;
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, (_, i) => exampleOf(schema.items, `${where}[${i}]`));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = exampleOf(schema.properties?.[name], `${where}.${name}`);
      return value;
    }
    default:
      return 'x';
  }
}

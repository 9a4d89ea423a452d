// `must(value, 'what')`: the value a test needs to go on, or a failure that names what was missing.
// Tests use it instead of a non-null assertion (`value!`), which would let `undefined` through to fail
// later as an unrelated TypeError (or, worse, to pass an assertion it should not).
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${String(value)}`);
  return value;
}

// The one argument of db:backup (--out FILE) and db:restore (--in FILE).
export function argument(args: string[], name: '--out' | '--in'): string {
  const at = args.indexOf(name);
  const value = at >= 0 ? args[at + 1] : undefined;
  if (!value) throw new Error(`usage: ${name} FILE`);
  return value;
}

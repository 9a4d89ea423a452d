// What a command of `npm run operator` is. Each area adds its commands in server/cli/commands/<area>.ts
// and operator.ts lists them: one import line per area, nothing else to wire.
import type { OperatorClient } from './client';

export interface FlagSpec {
  description: string;
  /** Flags are strings on the command line; commands convert them with the helpers below. */
  required?: boolean;
}

export interface CliCommand {
  name: string;
  summary: string;
  flags: Record<string, FlagSpec>;
  /** Checks at least one of these groups is given, e.g. [['id', 'username']]: one of --id or --username. */
  oneOf?: string[][];
  /** Works on the database directly, without logging in to the server (a lost operator password). */
  offline?: boolean;
  run(client: OperatorClient, flags: Record<string, string | undefined>, env: NodeJS.ProcessEnv): Promise<unknown>;
}

/** A mistake on the command line (exit code 2), as opposed to a refusal by the server (exit code 1). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function rupees(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) throw new UsageError(`--${flag} must be rupees with at most 2 decimals, got "${value}"`);
  return Number(value);
}

export function integer(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number, got "${value}"`);
  return Number(value);
}

export function zeroOrOne(flag: string, value: string | undefined): 0 | 1 | undefined {
  if (value === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(value)) return 1;
  if (['0', 'false', 'no', 'off'].includes(value)) return 0;
  throw new UsageError(`--${flag} must be 1 or 0, got "${value}"`);
}

// Runs one operator command: parse the flags (node's util.parseArgs), log in to OPERATOR_URL as the
// operator, call the admin API, print the JSON answer. Exit codes: 0 done, 1 refused or unreachable, 2 usage.
import { parseArgs } from 'node:util';
import { DEV_DEFAULTS } from '../config';
import { OperatorClient, ServerError } from './client';
import { UsageError, type CliCommand } from './registry';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Asks on the terminal (the staff member's TOTP code); undefined when there is no terminal to ask. */
  ask?(question: string): Promise<string | undefined>;
}

async function askTerminal(question: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  ask: askTerminal,
};

const ENVIRONMENT = [
  'OPERATOR_URL       the running server (default http://localhost:3000)',
  `OPERATOR_USER      the operator's name (default ${DEV_DEFAULTS.operatorUser})`,
  `OPERATOR_PASSWORD  the operator's password (default: the development one, ${DEV_DEFAULTS.operatorPassword})`,
  'OPERATOR_TOTP      the 6-digit code of an account with two-factor on (asked for on a terminal when unset)',
  'API_BASE           the API prefix (default /api)',
  'DATABASE_URL, DATA_DIR  where reset-password finds the database (as npm start does)',
];

function commandHelp(command: CliCommand): string {
  const flags = Object.entries(command.flags).map(
    ([flag, spec]) => `  --${flag.padEnd(16)} ${spec.description}${spec.required ? ' (required)' : ''}`,
  );
  const oneOf = (command.oneOf ?? []).map((group) => `  one of ${group.map((f) => `--${f}`).join(', ')} is required`);
  return [`npm run operator -- ${command.name} [--flags]`, `  ${command.summary}`, ...flags, ...oneOf].join('\n');
}

export function helpText(commands: CliCommand[], name?: string): string {
  const command = commands.find((c) => c.name === name);
  if (command) return commandHelp(command);
  return [
    'npm run operator -- <command> [--flags]     (negative amounts: --amount=-500)',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(14)} ${c.summary}`),
    `  ${'help'.padEnd(14)} this text; "help <command>" for its flags`,
    '',
    'Environment:',
    ...ENVIRONMENT.map((line) => `  ${line}`),
  ].join('\n');
}

function parseFlags(command: CliCommand, args: string[]): Record<string, string | undefined> | 'help' {
  const options = Object.fromEntries(Object.keys(command.flags).map((flag) => [flag, { type: 'string' as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args, options: { ...options, help: { type: 'boolean' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const flags = values as Record<string, string | undefined>;
  for (const [flag, spec] of Object.entries(command.flags)) {
    if (spec.required && (flags[flag] === undefined || flags[flag] === '')) throw new UsageError(`--${flag} is required`);
  }
  for (const group of command.oneOf ?? []) {
    if (!group.some((flag) => flags[flag] !== undefined)) throw new UsageError(`give one of ${group.map((f) => `--${f}`).join(', ')}`);
  }
  return flags;
}

export async function runCli(commands: CliCommand[], argv: string[], env: NodeJS.ProcessEnv, io: CliIo = processIo): Promise<number> {
  // Two-word commands ('staff add'): the second word is part of the name when such a command exists.
  const twoWords = argv.length > 1 && commands.some((c) => c.name === `${argv[0]} ${argv[1]}`);
  const [name, ...args] = twoWords ? [`${argv[0]} ${argv[1]}`, ...argv.slice(2)] : argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    const asked = args.length > 1 && commands.some((c) => c.name === `${args[0]} ${args[1]}`) ? `${args[0]} ${args[1]}` : args[0];
    io.out(helpText(commands, asked));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`${name ? `Unknown command "${name}".` : 'Which command?'}\n\n${helpText(commands)}`);
    return 2;
  }

  const client = new OperatorClient(`${(env.OPERATOR_URL || 'http://localhost:3000').replace(/\/+$/, '')}${env.API_BASE || '/api'}`);
  try {
    const flags = parseFlags(command, args);
    if (flags === 'help') {
      io.out(commandHelp(command));
      return 0;
    }
    if (!command.offline) {
      // A staff member with two-factor on gives the code in OPERATOR_TOTP, or is asked for it.
      await client.login(
        env.OPERATOR_USER || DEV_DEFAULTS.operatorUser,
        env.OPERATOR_PASSWORD || DEV_DEFAULTS.operatorPassword,
        env.OPERATOR_TOTP || undefined,
        io.ask ? () => io.ask?.('Code from your authenticator app: ') ?? Promise.resolve(undefined) : undefined,
      );
    }
    const answer = await command.run(client, flags, env);
    io.out(JSON.stringify(answer, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${commandHelp(command)}`);
      return 2;
    }
    if (error instanceof ServerError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await client.logout();
  }
}

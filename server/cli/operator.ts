// `npm run operator -- <command> [--flags]`: the operator's command line over the running server's
// admin API. Each area's commands live in ./commands/<area>.ts; add yours with one import below.
import { runCli } from './run';
import type { CliCommand } from './registry';
import { userCommands } from './commands/users';
import { walletCommands } from './commands/wallet';
import { settlementCommands } from './commands/settlement';
import { resetPasswordCommand } from './commands/resetPassword';
import { removeDemoDataCommand } from './commands/demoData';
import { settingsCommands } from './commands/settings';
import { marketCommands } from './commands/markets';
import { playerCommands } from './commands/players';
import { auditCommands, summaryCommands } from './commands/audit';
import { staffCommands } from './commands/staff';

export const commands: CliCommand[] = [
  ...userCommands,
  ...walletCommands,
  ...settlementCommands,
  ...settingsCommands,
  ...marketCommands,
  ...playerCommands,
  ...auditCommands,
  ...summaryCommands,
  ...staffCommands,
  resetPasswordCommand,
  removeDemoDataCommand,
];

if (require.main === module) {
  runCli(commands, process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

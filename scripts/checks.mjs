// The static checks of `npm test` side by side: the type check, ESLint, Prettier's check and the
// server's build are each one thread, so on two cores they finish in about the time of the longest (tsc) instead of the sum.
// Each one's output is printed whole when it ends, with its time; the exit code is 1 if any failed.
//
// `--with-jest [jest arguments]` (what `npm test` runs) starts Jest at once beside them, the checks
// at a lower CPU priority: Jest's server files wait on PostgreSQL for much of their time, and the
// checks fill those gaps instead of running before Jest starts.
import { spawn } from 'node:child_process';

const CHECKS = [
  { name: 'types', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] },
  // What npm start runs: the server compiled (a few seconds; an import esbuild cannot bundle fails here).
  { name: 'server build', command: 'npm', args: ['run', '--silent', 'build:server'] },
];

function run({ name, command, args }, niceness = 0) {
  const started = performance.now();
  return new Promise((resolve) => {
    // coreutils' nice: the command's own children (tsc under npm) run at its priority too.
    const child =
      niceness === 0
        ? spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn('nice', ['-n', String(niceness), command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n── ${name} (${args.join(' ')}): ${verdict} in ${seconds} s\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });
}

function jest(args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', ...args], { stdio: 'inherit' });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── jest: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const withJest = process.argv[2] === '--with-jest';
const results = await Promise.all([
  ...(withJest ? [jest(process.argv.slice(3))] : []),
  ...CHECKS.map((check) => run(check, withJest ? 10 : 0)),
]);
process.exit(results.every(Boolean) ? 0 : 1);

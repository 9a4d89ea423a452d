// The static checks of `npm test` side by side: the type check, ESLint, Prettier's check and the
// server's build are each one thread, so on two cores they finish in about the time of the longest (tsc) instead of the sum.
// Each one's output is printed whole when it ends, with its time; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';

const CHECKS = [
  { name: 'types', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] },
  // What npm start runs: the server compiled (a few seconds; an import esbuild cannot bundle fails here).
  { name: 'server build', command: 'npm', args: ['run', '--silent', 'build:server'] },
];

function run({ name, command, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);

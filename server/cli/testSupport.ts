// For tests: run `npm run operator -- …` in-process against a test app listening at `url`, as the
// test operator, and collect what it prints.
import { TEST_OPERATOR } from '../test/constants';
import { commands } from './operator';
import { runCli } from './run';

export async function runOperatorCli(url: string, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const env = { OPERATOR_URL: url, OPERATOR_USER: TEST_OPERATOR.operatorUser, OPERATOR_PASSWORD: TEST_OPERATOR.operatorPassword };
  const code = await runCli(commands, argv, env, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

// The lint rules that keep the boundaries do fail: ESLint, with the repository's own configuration,
// on the fixtures under lint/fixtures (which the main `npm run lint` ignores). Run in a child process:
// ESLint loads its configuration with import(), which Jest's module system cannot do without a flag.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const fixtures = path.join(__dirname, 'fixtures');

interface Finding {
  file: string;
  ruleId: string | null;
  message: string;
}

/** ESLint on every fixture, once (a start of ESLint costs seconds): each test reads its files' findings. */
function lintFixtures(): Finding[] {
  const args = [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--no-ignore', '--format', 'json', fixtures];
  let out: string;
  try {
    out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // Exit code 1 means "problems found": the report is on stdout all the same.
    out = (error as { stdout: string }).stdout;
  }
  const results = JSON.parse(out) as Array<{ filePath: string; messages: Array<{ ruleId: string | null; message: string }> }>;
  return results.flatMap((r) => r.messages.map((m) => ({ file: path.relative(fixtures, r.filePath), ...m })));
}

let everyFinding: Finding[] = [];
beforeAll(() => {
  everyFinding = lintFixtures();
}, 60_000);

const lint = (...files: string[]): Finding[] => everyFinding.filter((finding) => files.includes(finding.file));

const filesWith = (findings: Finding[], ruleId: string): string[] =>
  findings
    .filter((f) => f.ruleId === ruleId)
    .map((f) => f.file)
    .sort();

test('a new import cycle fails lint, on both of its files', () => {
  const findings = lint('src/ui/cycleA.ts', 'src/ui/cycleB.ts');
  expect(filesWith(findings, 'boundaries/no-cycle')).toEqual(['src/ui/cycleA.ts', 'src/ui/cycleB.ts']);
});

test('a circle closed by a type-only import fails lint too, naming the chain', () => {
  const findings = lint('src/ui/typeCycleA.ts', 'src/ui/typeCycleB.ts');
  expect(filesWith(findings, 'boundaries/no-cycle')).toEqual(['src/ui/typeCycleA.ts', 'src/ui/typeCycleB.ts']);
  expect(findings).toContainEqual(
    expect.objectContaining({
      file: 'src/ui/typeCycleA.ts',
      message: expect.stringContaining('typeCycleA.ts → lint/fixtures/src/ui/typeCycleB.ts → '),
    }),
  );
});

test("a feature importing another feature's inner file fails lint; through its index.ts it passes", () => {
  const findings = lint('src/features/alpha/deepImport.ts', 'src/features/alpha/publicImport.ts', 'src/features/beta/index.ts');
  expect(findings).toEqual([
    expect.objectContaining({
      file: 'src/features/alpha/deepImport.ts',
      ruleId: 'boundaries/public-entry',
      message: expect.stringContaining("'beta/index.ts'"),
    }),
  ]);
});

test("a server module importing another module's inner file fails lint", () => {
  const findings = lint('server/modules/one/routes.ts');
  expect(findings).toEqual([
    expect.objectContaining({ ruleId: 'boundaries/public-entry', message: expect.stringContaining("'two/index.ts'") }),
  ]);
});

const rulesOf = (findings: Finding[]): string[] => findings.map((f) => `${f.ruleId}: ${f.message.split(':')[0]}`);

test('src/domain importing Node or a UI library fails lint', () => {
  const findings = lint('src/domain/usesNodeAndUi.ts');
  expect(findings.map((f) => f.ruleId)).toEqual(['@typescript-eslint/no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
  expect(findings.map((f) => f.message)).toEqual([
    expect.stringContaining("'node:crypto'"),
    expect.stringContaining("'styled-components'"),
  ]);
});

test('src/ui reading the store or a feature fails lint', () => {
  const findings = lint('src/ui/usesStore.tsx');
  expect(findings.map((f) => f.message)).toEqual([
    expect.stringContaining("'react-redux'"),
    expect.stringContaining("'react-redux'"),
    expect.stringContaining("'../features/beta'"),
  ]);
});

test('react-redux outside the typed hooks files fails lint', () => {
  const findings = lint('src/ui/usesStore.tsx');
  expect(findings.filter((f) => f.ruleId === 'no-restricted-imports').map((f) => f.message)).toEqual([
    expect.stringContaining('src/app/hooks.ts'),
  ]);
});

test('SQL outside a repository fails lint: the kysely import and the query builder call; types pass', () => {
  expect(rulesOf(lint('server/modules/two/sqlInService.ts'))).toEqual([
    "@typescript-eslint/no-restricted-imports: 'kysely' import is restricted from being used. SQL goes in a repository (CONTRIBUTING.md)",
    'no-restricted-syntax: SQL goes in a repository (CONTRIBUTING.md)',
  ]);
  expect(lint('server/modules/two/repository.ts', 'server/modules/two/typesOnly.ts')).toEqual([]);
});

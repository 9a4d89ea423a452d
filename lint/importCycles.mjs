// `boundaries/no-cycle`: no import circle, type-only imports included. import-x/no-cycle skips every
// `import type`, always (it has no option to count them), so a circle closed by one type import passed
// lint: ten files around server/deps.ts and server/apiModule.ts once were one. A type-only circle does
// no harm at load time, but it still means the files are one unit in disguise: none can be read,
// tested or moved without the others. `import()` is left out: a lazily loaded chunk is meant to point
// back at its loader.
//
// Every relative import is followed (the repository has no path aliases; packages are never part of a
// circle of ours). Other files are read once per ESLint process and scanned for their import lines,
// which is all a circle needs, and much cheaper than import-x's full parse of each file it follows.
import fs from 'node:fs';
import path from 'node:path';
import { onRelativeImports, problemMeta } from './relativeImports.mjs';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
/** `import … from '…'`, `import '…'`, `export … from '…'` starting a line (as Prettier writes them); not `import(`. */
const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w*${},\s]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/gm;

/** Resolved import targets of each file read so far (this ESLint process). */
const importsOf = new Map();

function resolve(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // A .js specifier naming a .ts file (TypeScript's ESM style).
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function targetsOf(file) {
  let targets = importsOf.get(file);
  if (targets) return targets;
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // unreadable: it imports nothing we can follow
  }
  targets = new Set();
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const target = resolve(file, match[1]);
    if (target) targets.add(target);
  }
  importsOf.set(file, targets);
  return targets;
}

/** The shortest chain of imports from `start` back to `goal`, or null. */
function chainBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of targetsOf(file)) {
      if (next === goal) {
        const chain = [file];
        for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: problemMeta('no import circle, type-only imports included', {
    cycle: "'{{source}}' closes an import circle: {{chain}}. Move the shared types to a file of their own, or turn one import around",
  }),
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {};
    return onRelativeImports((source) => {
      const target = resolve(filename, source.value);
      if (!target || target === filename) return;
      const chain = chainBack(target, filename);
      if (!chain) return;
      const root = context.cwd ?? process.cwd();
      const names = [filename, ...chain, filename].map((file) => path.relative(root, file));
      context.report({ node: source, messageId: 'cycle', data: { source: source.value, chain: names.join(' → ') } });
    });
  },
};

export default noCycle;

// A local ESLint plugin with one rule, `boundaries/public-entry`: code in one feature (src/features/X,
// src/admin/features/X) or server module (server/modules/X) may reach another feature or module only
// through that one's public file, `index.ts`. Inside a feature or module, and from app/, ui/, domain/,
// api/, anything goes. Written here rather than configured in a plugin because the rule is one idea:
// it reads the resolved path of every relative import, so it works the same for the real tree and for
// the fixtures of lint/lint.test.ts (it finds the area by its folder names, wherever the root is).
import path from 'node:path';
import noCycle from './importCycles.mjs';
import { onRelativeImports, problemMeta } from './relativeImports.mjs';

/** The areas whose members are walled off from each other: [folder path segments, what one is called]. */
const AREAS = [
  { dirs: ['src', 'admin', 'features'], kind: 'console feature' },
  { dirs: ['src', 'features'], kind: 'feature' },
  { dirs: ['server', 'modules'], kind: 'server module' },
];

/** The area member a file belongs to: { root, name, rest, kind } or null. */
function memberOf(file) {
  const parts = file.split(path.sep);
  for (const area of AREAS) {
    // The last occurrence, so a fixture tree nested in the repository counts as its own tree.
    for (let i = parts.length - area.dirs.length - 2; i >= 0; i -= 1) {
      if (area.dirs.every((dir, k) => parts[i + k] === dir)) {
        const at = i + area.dirs.length;
        return {
          root: parts.slice(0, at).join(path.sep),
          name: parts[at],
          rest: parts.slice(at + 1).join('/'),
          kind: area.kind,
        };
      }
    }
  }
  return null;
}

/** The member's public file, written without or with its extension, or the folder itself. */
const isPublicEntry = (rest) => rest === '' || rest === 'index' || rest === 'index.ts' || rest === 'index.tsx';

const publicEntry = {
  meta: problemMeta('reach another feature or server module only through its index.ts', {
    deep:
      "'{{source}}' reaches into the {{kind}} '{{name}}': import its public file ('{{name}}/index.ts') instead, " +
      'and export what is needed there',
  }),
  create(context) {
    const from = memberOf(context.filename);
    return onRelativeImports(
      (source) => {
        const target = memberOf(path.resolve(path.dirname(context.filename), source.value));
        if (!target || isPublicEntry(target.rest)) return;
        if (from && from.root === target.root && from.name === target.name) return;
        // Outside any feature (app/, the entry, tests of app/), deep imports are the composition root's job.
        if (!from) return;
        context.report({ node: source, messageId: 'deep', data: { source: source.value, kind: target.kind, name: target.name } });
      },
      { dynamic: true },
    );
  },
};

export default { meta: { name: 'boundaries' }, rules: { 'public-entry': publicEntry, 'no-cycle': noCycle } };

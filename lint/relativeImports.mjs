// What the two local rules (boundaries.mjs, importCycles.mjs) share: a problem rule's meta, and a visit of
// every relative module path a file imports or re-exports (packages are never a boundary or a circle of ours).

/** The meta of a rule that reports a problem, with no options. */
export const problemMeta = (description, messages) => ({ type: 'problem', docs: { description }, schema: [], messages });

/**
 * ESLint visitors that call `check(source)` with the string literal of each relative `import … from`,
 * `export … from` (and, with `dynamic`, `import()`) in the file.
 */
export function onRelativeImports(check, { dynamic = false } = {}) {
  const visit = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string' && source.value.startsWith('.')) check(source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ...(dynamic ? { ImportExpression: visit } : {}),
  };
}

// A language's catalogue: the English text (the key, as the code writes it) → the text in that language.
// Adding a string: write it in English inside t('…') and add the same key to hi.ts and bn.ts
// (docs/i18n.md); src/i18n/catalogues.test.ts fails until both have it.
export type Catalogue = Record<string, string>;

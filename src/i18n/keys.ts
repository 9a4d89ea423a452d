// tk('…') marks an English text kept in a table (menu entries, column titles) that is translated later
// with t(value): it returns its argument, and the catalogue test collects it as a key (docs/i18n.md).
export const tk = <K extends string>(key: K): K => key;

// Flags and query strings several operator commands take alike: the player (by id or user name),
// the page of a list, and the query string of the flags given.
import { integer, type CliCommand, type FlagSpec } from '../registry';

/** The player a command is about: --id or --username (with `oneOf: [['id', 'username']]`). */
export const who = { id: { description: "the player's id" }, username: { description: "or the player's user name" } };

export const paging = {
  page: { description: 'page number (default 1)' },
  'page-size': { description: 'rows a page (default 50, at most 500)' },
};

export const pageOf = (flags: Record<string, string | undefined>) => ({
  page: integer('page', flags.page),
  pageSize: integer('page-size', flags['page-size']),
});

/** `?a=1&b=x` of the parameters given ('' when none is). */
export function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as Array<[string, string | number]>;
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

const camelCase = (flag: string) => flag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A command that reads the list at `path`: each filter flag goes to the server as the query parameter of
 * its name in camelCase (--self-user as selfUser), in the order of `filters`; `paged` adds --page and
 * --page-size.
 */
export function listCommand(
  command: { name: string; summary: string; path: string; paged: boolean },
  filters: Record<string, FlagSpec>,
): CliCommand {
  const { name, summary, path, paged } = command;
  return {
    name,
    summary,
    flags: paged ? { ...filters, ...paging } : filters,
    run: (client, flags) => {
      const params = Object.fromEntries(Object.keys(filters).map((flag) => [camelCase(flag), flags[flag]]));
      return client.call('GET', `${path}${query({ ...params, ...(paged ? pageOf(flags) : {}) })}`);
    },
  };
}

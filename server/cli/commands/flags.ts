// Flags and query strings several operator commands take alike: the player (by id or user name),
// the page of a list, and the query string of the flags given.
import { integer } from '../registry';

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

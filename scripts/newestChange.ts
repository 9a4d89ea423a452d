import fs from 'node:fs';
import path from 'node:path';

/** The latest modification time of any file below `dir`: a build older than it is out of date. */
export function newestChange(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

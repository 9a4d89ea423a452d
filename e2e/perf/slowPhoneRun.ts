// What the slow-phone perf runs share: the phone's network and CPU (as CDP emulates them), and the
// run's record: the lines it printed and its figures, kept in e2e/artifacts/<name>.json.
import fs from 'node:fs';
import path from 'node:path';
import { ARTIFACTS } from '../support';

/** 1.6 Mbps down, 750 Kbps up, 150 ms round trip (Network.emulateNetworkConditions). */
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Emulation.setCPUThrottlingRate: a phone's CPU, four times slower than this machine's. */
export const CPU_SLOWDOWN = 4;

export function runRecord(file: string, label: string) {
  const lines: string[] = [];
  const figures: Record<string, number> = {};
  return {
    lines,
    figures,
    /** Prints a line of the run and keeps it for the record. */
    say(line: string): void {
      lines.push(line);
      process.stdout.write(`${label}: ${line}\n`);
    },
    /** Writes the record, when the run printed anything; false when it did not. */
    save(): boolean {
      if (!lines.length) return false;
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      fs.writeFileSync(path.join(ARTIFACTS, file), JSON.stringify({ figures, lines }, null, 2));
      return true;
    },
  };
}

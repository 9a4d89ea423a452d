// `npm run feed -- --record FILE`: runs the simulator (FEED_SEED, FEED_SPEED) on its own, without a
// database, and writes what it produces as Exchange Stream lines to FILE until stopped (Ctrl-C), so
// the replay (FEED_SOURCE=betfair-file BETFAIR_FILES=FILE) can be tried on long streams of our own.
import fs from 'node:fs';
import { systemClock } from '../../lib/clock';
import { SimulatorFeed } from '../simulator/simulatorFeed';
import { EsaWriter } from './esaWriter';

export async function recordSimulator(
  file: string,
  options: { seed: number; speed: number; gbpInr: number },
  say: (line: string) => void,
): Promise<() => Promise<void>> {
  const out = fs.createWriteStream(file, { flags: 'w' });
  const writer = new EsaWriter(options.gbpInr);
  const simulator = new SimulatorFeed({
    seed: options.seed,
    speed: options.speed,
    clock: systemClock,
    onError: (error) => say(`[record] ${String(error)}`),
  });
  let count = 0;
  simulator.onUpdate((update) => {
    for (const line of writer.lines(update)) {
      out.write(`${line}\n`);
      count += 1;
    }
  });
  await simulator.start();
  // The simulator's timer does not hold the process open (an API process has its server for that).
  const keepAlive = setInterval(() => undefined, 60_000);
  say(`Recording the simulator (seed ${options.seed}, speed ${options.speed}x) to ${file} as Exchange Stream lines; Ctrl-C stops.`);
  return async () => {
    clearInterval(keepAlive);
    await simulator.stop();
    await new Promise<void>((resolve) => out.end(resolve));
    say(`${count} lines written to ${file}.`);
  };
}

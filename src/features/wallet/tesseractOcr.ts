// Reads the text of a payment slip with tesseract.js, in the browser and fully offline (design §8):
// the worker, the WebAssembly core and the English data all come from our own server. This module is
// only ever loaded through a dynamic import, so tesseract.js lands in its own chunk, fetched the first
// time a slip is read on the deposit view.
import { createWorker, type LoggerMessage, type Worker } from 'tesseract.js';

export interface OcrAssetPaths {
  workerPath: string;
  corePath: string;
  langPath: string;
}

/** How far each stage of tesseract.js's log takes the progress bar: loading is most of the wait. */
const STAGES: Record<string, [start: number, weight: number]> = {
  'loading tesseract core': [0, 0.1],
  'initializing tesseract': [0.1, 0.1],
  'loading language traineddata': [0.2, 0.3],
  'initializing api': [0.5, 0.05],
  'recognizing text': [0.55, 0.45],
};

export function overallProgress(message: Pick<LoggerMessage, 'status' | 'progress'>): number | null {
  const stage = STAGES[message.status];
  if (!stage) return null;
  const [start, weight] = stage;
  return start + weight * Math.min(1, Math.max(0, message.progress));
}

/** The worker is started from a blob: URL, where a relative path means nothing: make them absolute. */
function absolute(paths: OcrAssetPaths, base: string): OcrAssetPaths {
  return {
    workerPath: new URL(paths.workerPath, base).href,
    corePath: new URL(paths.corePath, base).href,
    langPath: new URL(paths.langPath, base).href,
  };
}

function abortError(): DOMException {
  return new DOMException('The slip reading was cancelled', 'AbortError');
}

/** Where the worker's log goes now: the warm-up's progress, then the read that takes the worker. */
let report: (fraction: number) => void = () => undefined;
/** A worker started ahead of the first slip (the deposit page opened), not yet taken by a read. */
let warm: Promise<Worker> | null = null;

function startWorker(paths: OcrAssetPaths): Promise<Worker> {
  return createWorker('eng', 1, {
    ...absolute(paths, window.location.href),
    gzip: true,
    logger: (message) => {
      const fraction = overallProgress(message);
      if (fraction !== null) report(fraction);
    },
  });
}

/**
 * Starts the reader as the deposit page opens: loading the core and the English data is most of the
 * wait (20 s on a slow phone), so it runs while the player pays and types. The next read takes it.
 */
export async function warmSlipReader(paths: OcrAssetPaths, onProgress: (fraction: number) => void): Promise<void> {
  report = onProgress;
  warm ??= startWorker(paths);
  await warm;
  onProgress(1);
}

export async function readSlipText(
  paths: OcrAssetPaths,
  image: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string> {
  if (signal.aborted) throw abortError();
  report = onProgress;
  const worker = await (warm ?? startWorker(paths));
  warm = null;
  // A newer slip (or leaving the page) cancels this read: stop the worker at once.
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  try {
    if (signal.aborted) throw abortError();
    const { data } = await worker.recognize(image);
    if (signal.aborted) throw abortError();
    return data.text;
  } finally {
    signal.removeEventListener('abort', stop);
    if (!signal.aborted) await worker.terminate();
  }
}

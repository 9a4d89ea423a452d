// Reads the text of a payment slip with tesseract.js, in the browser and fully offline (design §8):
// the worker, the WebAssembly core and the English data all come from our own server. This module is
// only ever loaded through a dynamic import, so tesseract.js lands in its own chunk, fetched the first
// time a slip is read on the deposit view.
import { createWorker, type LoggerMessage } from 'tesseract.js';

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

export async function readSlipText(
  paths: OcrAssetPaths,
  image: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string> {
  if (signal.aborted) throw abortError();
  const worker = await createWorker('eng', 1, {
    ...absolute(paths, window.location.href),
    gzip: true,
    logger: (message) => {
      const fraction = overallProgress(message);
      if (fraction !== null) onProgress(fraction);
    },
  });
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

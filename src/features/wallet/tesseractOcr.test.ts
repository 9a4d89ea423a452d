// The browser OCR adapter: every tesseract.js file comes from our server, by absolute URL (the worker
// runs from a blob: URL), the progress bar only moves forward, and the worker is always stopped.
import { createdWorkers } from '../../../__mocks__/tesseract.js';
import { overallProgress, readSlipText } from './tesseractOcr';

const PATHS = { workerPath: '/ocr/worker.min.js', corePath: '/ocr/core', langPath: '/ocr/lang' };

beforeEach(() => {
  createdWorkers.length = 0;
});

test('reads the slip with a worker whose files all come from our own origin', async () => {
  const progress: number[] = [];
  const slip = new File(['Paid to Merchant UTR 412345678901'], 'slip.png', { type: 'image/png' });
  const text = await readSlipText(PATHS, slip, (p) => progress.push(p), new AbortController().signal);

  expect(text).toBe('Paid to Merchant UTR 412345678901');
  expect(createdWorkers).toHaveLength(1);
  const [worker] = createdWorkers;
  expect(worker.langs).toBe('eng');
  expect(worker.oem).toBe(1);
  expect(worker.options).toMatchObject({
    workerPath: `${window.location.origin}/ocr/worker.min.js`,
    corePath: `${window.location.origin}/ocr/core`,
    langPath: `${window.location.origin}/ocr/lang`,
    gzip: true,
  });
  expect(worker.terminated).toBe(true);
  expect(progress.at(-1)).toBe(1);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);
});

test('a failed read still stops the worker and reports the failure', async () => {
  const slip = new File(['FAIL'], 'slip.png', { type: 'image/png' });
  await expect(readSlipText(PATHS, slip, () => {}, new AbortController().signal)).rejects.toThrow('read image');
  expect(createdWorkers[0].terminated).toBe(true);
});

test('a read cancelled before it starts never starts a worker', async () => {
  const controller = new AbortController();
  controller.abort();
  const slip = new File(['UTR 412345678901'], 'slip.png', { type: 'image/png' });
  await expect(readSlipText(PATHS, slip, () => {}, controller.signal)).rejects.toThrow('cancelled');
  expect(createdWorkers).toHaveLength(0);
});

test('unknown log lines do not move the bar', () => {
  expect(overallProgress({ status: 'something else', progress: 0.5 })).toBeNull();
  expect(overallProgress({ status: 'recognizing text', progress: 1 })).toBe(1);
});

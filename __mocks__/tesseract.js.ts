// Jest stand-in for tesseract.js (heavy, browser-only WebAssembly). It keeps the real API's shape:
// createWorker(langs, oem, options) logs the same stages through options.logger, and recognize()
// "reads" the text a test put in the Blob, so a slip made of `new File(['UTR 412345678901'], …)` reads
// as that text. A Blob whose text starts with 'FAIL' makes recognize reject, like an unreadable image.
// What the app asked for is kept in `createdWorkers` for the tests to check.
import type { LoggerMessage } from 'tesseract.js';
import { blobText } from '../src/testing/blobText';

interface FakeWorkerOptions {
  workerPath?: string;
  corePath?: string;
  langPath?: string;
  gzip?: boolean;
  logger?: (message: LoggerMessage) => void;
}

export interface CreatedWorker {
  langs: unknown;
  oem: unknown;
  options: FakeWorkerOptions;
  terminated: boolean;
}

export const createdWorkers: CreatedWorker[] = [];

const LOAD_STAGES = ['loading tesseract core', 'initializing tesseract', 'loading language traineddata', 'initializing api'];

function log(options: FakeWorkerOptions, status: string, progress: number): void {
  options.logger?.({ jobId: 'job', userJobId: 'job', workerId: 'worker', status, progress });
}

export async function createWorker(langs?: unknown, oem?: unknown, options: FakeWorkerOptions = {}) {
  const record: CreatedWorker = { langs, oem, options, terminated: false };
  createdWorkers.push(record);
  for (const stage of LOAD_STAGES) {
    log(options, stage, 0);
    log(options, stage, 1);
  }
  return {
    async recognize(image: Blob) {
      const text = await blobText(image);
      if (text.startsWith('FAIL')) throw new Error('Error attempting to read image.');
      log(options, 'recognizing text', 0.5);
      log(options, 'recognizing text', 1);
      return { jobId: 'job', data: { text } };
    },
    async terminate() {
      record.terminated = true;
      return { jobId: 'job', data: true };
    },
  };
}

const tesseract = { createWorker };
export default tesseract;

// The offline slip reading of design §8: our server serves tesseract.js's worker, core and English
// data byte for byte from the installed packages, and tesseract.js (run here in Node) reads the UTR
// of a generated slip with the data fetched from our own server over HTTP, nothing else.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorker } from 'tesseract.js';
import { UTR_PATTERN } from '../../../src/domain/constants';
import { OCR_ASSET_PATHS } from '../../../src/domain/contract/wallet';
import { OCR_ASSET_DIRS } from './ocrAssets';
import { buildWalletApp, slipPng, type WalletTestApp } from '../../test/wallet/testSupport';

jest.setTimeout(120_000);

let t: WalletTestApp;
let origin: string;

beforeAll(async () => {
  t = await buildWalletApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

describe('the files, served without a session', () => {
  it('serves the worker as JavaScript with a long cache', async () => {
    const response = await get(OCR_ASSET_PATHS.workerPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers.etag).toBeTruthy();
    expect(sha(response.rawPayload)).toBe(sha(fs.readFileSync(path.join(OCR_ASSET_DIRS.worker, 'worker.min.js'))));
  });

  it('serves every build in tesseract.js-core (SIMD and plain, LSTM-only and full)', async () => {
    const files = fs.readdirSync(OCR_ASSET_DIRS.core).filter((f) => /^tesseract-core.*\.(js|wasm)$/.test(f));
    expect(files).toEqual(
      expect.arrayContaining([
        'tesseract-core-simd-lstm.wasm.js',
        'tesseract-core-lstm.wasm.js',
        'tesseract-core.wasm',
        'tesseract-core-simd.wasm',
      ]),
    );
    for (const file of files) {
      const response = await get(`${OCR_ASSET_PATHS.corePath}/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(file.endsWith('.wasm') ? /^application\/wasm/ : /javascript/);
      expect(sha(response.rawPayload)).toBe(sha(fs.readFileSync(path.join(OCR_ASSET_DIRS.core, file))));
    }
  });

  it('serves the English data gzipped as published, without a Content-Encoding the browser would undo', async () => {
    const response = await get(`${OCR_ASSET_PATHS.langPath}/eng.traineddata.gz`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
    expect(sha(response.rawPayload)).toBe(sha(fs.readFileSync(path.join(OCR_ASSET_DIRS.lang, 'eng.traineddata.gz'))));
  });

  it('serves nothing else from those packages', async () => {
    for (const url of [
      '/ocr/tesseract.min.js',
      '/ocr/worker.min.js.map',
      `${OCR_ASSET_PATHS.corePath}/package.json`,
      `${OCR_ASSET_PATHS.corePath}/index.js`,
      `${OCR_ASSET_PATHS.corePath}/../../package.json`,
      `${OCR_ASSET_PATHS.langPath}/../index.js`,
    ]) {
      expect([403, 404]).toContain((await get(url)).statusCode);
    }
  });
});

describe('reading a slip with those files', () => {
  it("finds 'UTR 412345678901' in a generated slip, with the language data fetched from our server", async () => {
    const cachePath = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-cache-'));
    const worker = await createWorker('eng', 1, { langPath: `${origin}/api${OCR_ASSET_PATHS.langPath}`, gzip: true, cachePath });
    try {
      const slip = slipPng(['PhonePe', 'Payment Successful', 'Rs 500.00 to Exchange Payments', 'UTR 412345678901']);
      const { data } = await worker.recognize(slip);
      expect(data.text.match(UTR_PATTERN)?.[1]).toBe('412345678901');
      // The data came through langPath: the cache folder was empty and now holds it.
      expect(fs.readdirSync(cachePath)).toContain('eng.traineddata');
    } finally {
      await worker.terminate();
      fs.rmSync(cachePath, { recursive: true, force: true });
    }
  });

  it('finds no UTR in a slip without one', async () => {
    const cachePath = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-cache-'));
    const worker = await createWorker('eng', 1, { langPath: `${origin}/api${OCR_ASSET_PATHS.langPath}`, gzip: true, cachePath });
    try {
      const { data } = await worker.recognize(slipPng(['Payment Successful', 'Ref 4123']));
      expect(data.text).toMatch(/Payment/);
      expect(data.text.match(UTR_PATTERN)).toBeNull();
    } finally {
      await worker.terminate();
      fs.rmSync(cachePath, { recursive: true, force: true });
    }
  });
});

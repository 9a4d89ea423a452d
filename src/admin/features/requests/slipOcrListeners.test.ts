// The deposit queue's slip reading through a real store: each fetched slip is read once by the OCR
// service, and the UTR it finds is marked against the one the player typed.
import { mockApi } from '../../../testing/mockApi';
import { installObjectUrls, signedInStore, until } from '../../testing/adminTestKit';
import { requestsApi } from './requestsApi';
import { selectOcr, utrMark } from './decisionsSlice';

afterEach(() => jest.restoreAllMocks());

test('slips are read one after another: a match, a mismatch and a slip without a UTR', async () => {
  installObjectUrls();
  mockApi({
    'GET /admin/wallet-requests/1/slip': { body: 'Paid Rs 500 UTR 412345678901' },
    'GET /admin/wallet-requests/2/slip': { body: 'Paid Rs 500 UTR: 499999999999' },
    'GET /admin/wallet-requests/3/slip': { body: 'a blurred photo' },
  });
  const { store, extra } = signedInStore();
  await Promise.all([1, 2, 3].map((id) => store.dispatch(requestsApi.endpoints.slip.initiate(id))));
  await until(() => [1, 2, 3].every((id) => selectOcr(store.getState(), id)?.status === 'read'), 'the reads');
  const mark = (id: number) => utrMark(selectOcr(store.getState(), id), '412345678901');
  expect([mark(1), mark(2), mark(3)]).toEqual(['match', 'mismatch', 'unreadable']);
  expect(selectOcr(store.getState(), 2)).toEqual({
    status: 'read',
    utr: '499999999999',
    payee: { upiIds: [], accountEndings: [], squashed: 'paidrs500utr499999999999' },
  });
  expect(extra.ocrReads).toBe(3);

  // Fetching a slip again does not read it again.
  await store.dispatch(requestsApi.endpoints.slip.initiate(1, { forceRefetch: true }));
  expect(extra.ocrReads).toBe(3);
});

test('an OCR failure marks the slip unreadable rather than matching', async () => {
  installObjectUrls();
  mockApi({ 'GET /admin/wallet-requests/4/slip': { body: 'UTR 412345678901' } });
  const { store, extra } = signedInStore();
  extra.ocr = { readText: async () => Promise.reject(new Error('Error attempting to read image.')) };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await store.dispatch(requestsApi.endpoints.slip.initiate(4));
  await until(() => selectOcr(store.getState(), 4)?.status === 'failed', 'the failure');
  expect(utrMark(selectOcr(store.getState(), 4), '412345678901')).toBe('unreadable');
});

// The approve workflow of the wallet queues through a real console store: the decision goes out once
// however often it is asked, a rejection needs a reason, the server's refusal is shown beside the
// request, and the clerk moves on to the next request.
import { mockApi, type ApiCall } from '../../../testing/mockApi';
import { signedInStore, until } from '../../testing/adminTestKit';
import { adminRequest } from '../../testing/fixtures';
import { requestsApi } from './requestsApi';
import { decisionsActions, selectComment, selectDecisionError, selectInFlight, selectSelected } from './decisionsSlice';
import { DECISION_MSG } from './decisionValidation';
import { NEXT_REQUEST_GUARD_MS } from './decisionListeners';

const QUEUE = [adminRequest({ id: 11 }), adminRequest({ id: 12, userName: 'self2' }), adminRequest({ id: 13 })];
const LIST = 'GET /admin/wallet-requests';

afterEach(() => jest.restoreAllMocks());

async function setUp(approve: (call: ApiCall) => { status?: number; body?: unknown }) {
  let pending = [...QUEUE];
  const server = mockApi({
    [LIST]: () => ({ body: { data: pending } }),
    'POST /admin/wallet-requests/11/approve': (call) => {
      const answer = approve(call);
      if (!answer.status || answer.status < 400) pending = pending.filter((r) => r.id !== 11);
      return answer;
    },
    'POST /admin/wallet-requests/11/reject': (call) => {
      pending = pending.filter((r) => r.id !== 11);
      return {
        body: {
          isSuccess: true,
          message: 'Rejected',
          request: { ...QUEUE[0], Status: 3, Comment: (call.body as { comment: string }).comment },
          balance: 100,
        },
      };
    },
  });
  const { store, extra } = signedInStore();
  const subscription = store.dispatch(requestsApi.endpoints.pendingRequests.initiate('deposit'));
  await subscription;
  return { server, store, extra, subscription };
}

const approved = { body: { isSuccess: true, message: 'Approved', request: { ...QUEUE[0], Status: 1 }, balance: 1500 } };

test('approve: sent once for a double press, then the toast, the queue refreshed and the next request selected', async () => {
  const { server, store, extra } = await setUp(() => approved);
  store.dispatch(decisionsActions.requestSelected({ requestType: 'deposit', id: 11 }));
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: true }));
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: true }));
  expect(selectInFlight(store.getState(), 11)).toBe('approve');

  await until(() => extra.toasts.length > 0, 'the toast');
  expect(extra.toasts).toEqual([{ kind: 'success', message: 'Deposit of self1 approved.' }]);
  expect(server.callsTo('POST /admin/wallet-requests/11/approve')).toHaveLength(1);
  expect(server.callsTo('POST /admin/wallet-requests/11/approve')[0].body).toEqual({});
  expect(selectInFlight(store.getState(), 11)).toBeUndefined();
  expect(selectSelected(store.getState(), 'deposit')).toBe(12);
  // The request the queue moved to cannot be decided by the same double press...
  store.dispatch(decisionsActions.decisionRequested({ id: 12, requestType: 'deposit', approve: true }));
  expect(selectInFlight(store.getState(), 12)).toBeUndefined();
  // ...but can once the clerk has had time to look at it.
  extra.nowMs += NEXT_REQUEST_GUARD_MS;
  store.dispatch(decisionsActions.decisionRequested({ id: 12, requestType: 'deposit', approve: true }));
  expect(selectInFlight(store.getState(), 12)).toBe('approve');
  // The approval invalidated the list: it was fetched again and no longer holds the request.
  await until(() => server.callsTo(LIST).length === 2, 'the refetch');
  await until(
    () => (requestsApi.endpoints.pendingRequests.select('deposit')(store.getState()).data ?? []).every((r) => r.id !== 11),
    'the new list',
  );
});

test('reject: refused without a reason (nothing sent), then sent with the comment typed', async () => {
  const { server, store, extra } = await setUp(() => approved);
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: false }));
  await until(() => selectDecisionError(store.getState(), 11) !== undefined, 'the form error');
  expect(selectDecisionError(store.getState(), 11)).toBe(DECISION_MSG.reasonRequired);
  expect(server.callsTo('POST /admin/wallet-requests/11/reject')).toHaveLength(0);

  store.dispatch(decisionsActions.commentChanged({ id: 11, comment: '  Slip is for another amount  ' }));
  expect(selectDecisionError(store.getState(), 11)).toBeUndefined();
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: false }));
  await until(() => extra.toasts.length > 0, 'the toast');
  expect(server.callsTo('POST /admin/wallet-requests/11/reject').map((c) => c.body)).toEqual([{ comment: 'Slip is for another amount' }]);
  expect(extra.toasts).toEqual([{ kind: 'success', message: 'Deposit of self1 rejected.' }]);
  expect(selectComment(store.getState(), 11)).toBe('');
});

test('a comment over 500 characters is refused before sending', async () => {
  const { server, store } = await setUp(() => approved);
  store.dispatch(decisionsActions.commentChanged({ id: 11, comment: 'x'.repeat(501) }));
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: true }));
  await until(() => selectDecisionError(store.getState(), 11) !== undefined, 'the form error');
  expect(selectDecisionError(store.getState(), 11)).toBe(DECISION_MSG.tooLong);
  expect(server.callsTo('POST /admin/wallet-requests/11/approve')).toHaveLength(0);
});

test("the server's refusal (already decided elsewhere) is shown beside the request and in a toast; it can be tried again", async () => {
  const { server, store, extra } = await setUp(() => ({
    status: 409,
    body: { isSuccess: false, message: 'This request was already approved.' },
  }));
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: true }));
  await until(() => selectDecisionError(store.getState(), 11) !== undefined, 'the error');
  expect(selectDecisionError(store.getState(), 11)).toBe('This request was already approved.');
  expect(extra.toasts).toEqual([{ kind: 'error', message: 'This request was already approved.' }]);
  expect(selectInFlight(store.getState(), 11)).toBeUndefined();
  expect(selectSelected(store.getState(), 'deposit')).toBeNull();
  store.dispatch(decisionsActions.decisionRequested({ id: 11, requestType: 'deposit', approve: true }));
  await until(() => server.callsTo('POST /admin/wallet-requests/11/approve').length === 2, 'the second try');
});

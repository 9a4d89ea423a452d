// What support staff see in Redux DevTools (on in production): the player's and the console's stores
// hand DevTools the sanitizers, the odds poll is left out of the log, and secrets and personal data
// never reach it in the clear.
import type { Action, DevToolsEnhancerOptions, StoreEnhancer } from '@reduxjs/toolkit';

type Compose = (options: DevToolsEnhancerOptions) => (...enhancers: StoreEnhancer[]) => StoreEnhancer;
interface DevToolsWindow {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose;
}

/** The options each store gives the DevTools extension, as the extension would receive them. */
async function optionsGivenToDevTools(): Promise<DevToolsEnhancerOptions[]> {
  const given: DevToolsEnhancerOptions[] = [];
  const devToolsWindow = window as unknown as DevToolsWindow;
  devToolsWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options) => {
    given.push(options);
    return (...enhancers) =>
      enhancers.reduce(
        (a, b) => (next) => a(b(next)),
        (next) => next,
      );
  };
  try {
    // Redux Toolkit looks for the extension when it loads: load it afresh with the extension present.
    await jest.isolateModulesAsync(async () => {
      (await import('./store')).makeStore();
      (await import('../admin/app/adminStore')).makeAdminStore();
    });
  } finally {
    delete devToolsWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  }
  return given;
}

const walletAnswer = {
  type: 'api/executeQuery/fulfilled',
  meta: { arg: { endpointName: 'getWithdrawAccounts' } },
  payload: {
    result: [
      {
        withdrawAccountHolder: 'Rahul Sharma',
        withdrawAccountNumber: '001234567890',
        withdrawIfsc: 'HDFC0001234',
        withdrawUpiId: 'rahul@okhdfc',
        withdrawPhone: '9876543210',
      },
    ],
  },
};

describe('the DevTools options of both stores', () => {
  let player: DevToolsEnhancerOptions | undefined;
  let consoleStore: DevToolsEnhancerOptions | undefined;
  beforeAll(async () => {
    [player, consoleStore] = await optionsGivenToDevTools();
  });

  test('each store names itself and keeps a log long enough to read back', () => {
    expect(player?.name).toBe('Exchange');
    expect(consoleStore?.name).toBe('Exchange console');
    expect(player?.maxAge).toBeGreaterThanOrEqual(100);
    expect(consoleStore?.maxAge).toBe(player?.maxAge);
  });

  test('secrets are hidden and personal data masked to its last four characters, in actions and in state', () => {
    const sanitizeAction = player?.actionSanitizer as <A extends Action>(action: A) => A;
    expect(sanitizeAction(walletAnswer)).toEqual({
      ...walletAnswer,
      payload: {
        result: [
          {
            withdrawAccountHolder: '••••arma',
            withdrawAccountNumber: '••••7890',
            withdrawIfsc: 'HDFC0001234',
            withdrawUpiId: '••••hdfc',
            withdrawPhone: '••••3210',
          },
        ],
      },
    });
    const login = { type: 'auth/loginRequested', payload: { UserName: 'self1', pass: 'self123' } };
    expect(sanitizeAction(login).payload).toEqual({ UserName: 'self1', pass: '[hidden]' });

    const sanitizeState = consoleStore?.stateSanitizer as (state: unknown) => unknown;
    const queue = { adminApi: { queries: { 'pendingRequests("deposit")': { data: [{ Id: 7, UTRNo: '412345678901', Amount: 500 }] } } } };
    expect(sanitizeState(queue)).toEqual({
      adminApi: { queries: { 'pendingRequests("deposit")': { data: [{ Id: 7, UTRNo: '••••8901', Amount: 500 }] } } },
    });
    expect(sanitizeState({ runtime: { loginCookieKey: 'k1', payloadKey: 'k2', apiBase: '/api' } })).toEqual({
      runtime: { loginCookieKey: '[hidden]', payloadKey: '[hidden]', apiBase: '/api' },
    });
  });

  test("the odds poll's actions stay out of the log; every other call and action stays in", () => {
    const logged = (action: Action) =>
      (player?.predicate?.({}, action) ?? true) &&
      ![player?.actionsDenylist ?? []].flat().some((pattern: string) => new RegExp(pattern).test(action.type));
    const oddsPoll = (type: string) => ({ type, meta: { arg: { endpointName: 'checkGetMatchOdds' } } });
    expect(logged(oddsPoll('api/executeQuery/pending'))).toBe(false);
    expect(logged(oddsPoll('api/executeQuery/fulfilled'))).toBe(false);
    expect(logged({ type: 'market/oddsTicked' })).toBe(false);
    expect(logged(walletAnswer)).toBe(true);
    expect(logged({ type: 'market/marketShown' })).toBe(true);
    expect(logged({ type: 'betslip/betPlaced' })).toBe(true);
  });
});

// The live client's options as the tests run it: a local, plain-text Exchange Stream server, the
// Sheffield race's filter and catalogue, fast reconnects, and every error thrown (a test must see it).
import { systemClock } from '../../../lib/clock';
import type { StreamClientOptions } from '../streamClient';
import { FIXTURES } from './sheffieldRaceFile';

export function streamClientOptions(port: number, overrides: Partial<StreamClientOptions> = {}): StreamClientOptions {
  return {
    host: '127.0.0.1',
    port,
    tls: false,
    appKey: 'key',
    sessionToken: 'token',
    marketFilter: { eventTypeIds: ['4339'], marketTypes: ['WIN'] },
    heartbeatMs: 5000,
    conflateMs: 0,
    gbpInr: 100,
    catalogueDir: FIXTURES,
    clock: systemClock,
    onError: (error) => {
      throw error;
    },
    log: () => undefined,
    loadClock: async () => null,
    saveClock: async () => undefined,
    backoffMinMs: 20,
    backoffMaxMs: 100,
    firstImageTimeoutMs: 5000,
    ...overrides,
  };
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './src/testing/mockApi';

// findBy… and waitFor give up after 4 s (under Jest's 5 s per test) rather than Testing Library's 1 s: a file's first request
// starts the mock's interception, which took over a second on a 2-core machine running the server
// suites beside it (sessionListeners.test failed so once). A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 4_000 });

window.__APP_CONFIG__ = { apiBase: '/api', loginCookieKey: 'test-cookie-key', payloadKey: 'test-payload-key' };

// The request-level mock of the API (src/testing/mockApi.ts): a request no test route answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

import '@testing-library/jest-dom';
import { server } from './src/testing/mockApi';

window.__APP_CONFIG__ = { apiBase: '/api', loginCookieKey: 'test-cookie-key', payloadKey: 'test-payload-key' };

// The request-level mock of the API (src/testing/mockApi.ts): a request no test route answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

import '@testing-library/jest-dom';

window.__APP_CONFIG__ = { apiBase: '/api', loginCookieKey: 'test-cookie-key', payloadKey: 'test-payload-key' };

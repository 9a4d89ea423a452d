// Server test files start an app on real PostgreSQL in beforeAll (a fresh database cloned from the
// template, migrations checked, the app's plugins). Alone that takes well under a second; on a
// loaded 2-core CI machine running the web project beside it, it has taken over Jest's default 5 s,
// failing suites that pass alone. 20 s bounds a hang without failing on a busy machine.
jest.setTimeout(20_000);

// The test template's seeded accounts carry cheaper hashes (seededPasswords.ts), so their log-ins do
// not check the production cost: this file does, and that the seeded hashes still verify.
import { hashPassword, verifyPassword } from '../lib/password';
import { SEEDED_PLAYERS } from '../db/seed';
import { TEST_OPERATOR } from './constants';
import { useTestDatabase } from './dbFixture';
import { staffPasswordHash } from './auth/testSupport';

const handles = useTestDatabase();

test('a hash the product makes carries the production cost, N = 2^14, r = 8, p = 1', async () => {
  const hash = await hashPassword('brand-new-pass');
  expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  expect(await verifyPassword('brand-new-pass', hash)).toBe(true);
  expect(await verifyPassword('brand-new-pasS', hash)).toBe(false);
});

test('the seeded players and the operator verify their own passwords, at the test cost, and refuse others', async () => {
  const { db } = handles.database;
  const hashes = [
    ...(await Promise.all(
      SEEDED_PLAYERS.map(async (p) => ({
        password: p.password,
        stored: (await db.selectFrom('users').select('password_hash').where('username', '=', p.username).executeTakeFirstOrThrow())
          .password_hash,
      })),
    )),
    { password: TEST_OPERATOR.operatorPassword, stored: await staffPasswordHash(db, TEST_OPERATOR.operatorUser) },
  ];
  for (const { password, stored } of hashes) {
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(`${password}x`, stored)).toBe(false);
  }
});

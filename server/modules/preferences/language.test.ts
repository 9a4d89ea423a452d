// The player's language preference: saved per player, read back by the player and shown to the
// operator; anything but en, hi or bn is a 400 with the contract's message that changes nothing.
import { buildWalletApp, logInOperator, openSelfUser, type WalletTestApp } from '../../test/wallet/testSupport';
import { LANGUAGE_MSG } from '../../../src/domain/contract/language';

let t: WalletTestApp;
beforeAll(async () => {
  t = await buildWalletApp();
});
afterAll(() => t.close());

const read = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/me/language', headers: cookie ? { cookie } : {} });
const write = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/me/language', headers: { cookie }, payload: payload as object });

test('a player has no language until they choose; the choice is kept, read back and shown on the console', async () => {
  const me = await openSelfUser(t, 'lang1', 100);
  expect((await read(me.cookie)).json()).toEqual({ language: null });

  const saved = await write(me.cookie, { language: 'bn' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ isSuccess: true, message: LANGUAGE_MSG.saved, language: 'bn' });
  expect((await read(me.cookie)).json()).toEqual({ language: 'bn' });
  const row = await t.deps.db.selectFrom('users').select('language').where('id', '=', me.userId).executeTakeFirstOrThrow();
  expect(row.language).toBe('bn');

  const op = await logInOperator(t.app);
  const seen = await t.app.inject({ method: 'GET', url: '/api/admin/users?username=lang1', headers: { cookie: op.cookie } });
  expect(seen.statusCode).toBe(200);
  expect(seen.json()).toMatchObject({ username: 'lang1', language: 'bn' });
});

test.each([[{ language: 'fr' }], [{ language: 'HI' }], [{ language: 7 }], [{ language: null }], [{}]])(
  'PUT %j is refused with the contract message and changes nothing',
  async (payload) => {
    const me = await openSelfUser(t, `lang${Math.random().toString(36).slice(2, 8)}`, 100);
    await write(me.cookie, { language: 'hi' });
    const refused = await write(me.cookie, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LANGUAGE_MSG.unknownLanguage);
    expect((await read(me.cookie)).json()).toEqual({ language: 'hi' });
  },
);

test('a visitor is asked to log in', async () => {
  expect((await read()).statusCode).toBe(401);
});

// The players' forms refuse what the admin API refuses (server/modules/operator/schemas.ts, service.ts).
import { MSG } from '../../../domain/messages';
import {
  changeReasonError,
  createPlayerErrors,
  exposureLimitError,
  moneyErrors,
  parseRupees,
  passwordError,
  PLAYER_MSG,
} from './playerValidation';

test('rupee amounts: at most 2 decimals, not negative, up to ₹100 crore; zero only where allowed', () => {
  expect(parseRupees('1500.50', { allowZero: false })).toEqual({ value: 1500.5 });
  expect(parseRupees('0', { allowZero: true })).toEqual({ value: 0 });
  expect(parseRupees('0', { allowZero: false })).toEqual({ error: PLAYER_MSG.positive });
  expect(parseRupees('10.555', { allowZero: false })).toEqual({ error: PLAYER_MSG.amount });
  expect(parseRupees('-5', { allowZero: false })).toEqual({ error: PLAYER_MSG.notNegative });
  expect(parseRupees('1e3', { allowZero: false })).toEqual({ error: PLAYER_MSG.amount });
  expect(parseRupees('', { allowZero: true })).toEqual({ error: PLAYER_MSG.amount });
  expect(parseRupees('1000000001', { allowZero: false })).toEqual({ error: PLAYER_MSG.tooLarge });
});

test('create: the user name pattern and length, the password length, credit and limit', () => {
  expect(createPlayerErrors({ username: 'rahul_7', password: 'secret12', credit: '5000', exposureLimit: '20000' })).toEqual({});
  expect(createPlayerErrors({ username: 'ra', password: 'short', credit: '-1', exposureLimit: '1.234' })).toEqual({
    username: PLAYER_MSG.username,
    password: PLAYER_MSG.password,
    credit: PLAYER_MSG.notNegative,
    exposureLimit: PLAYER_MSG.amount,
  });
  expect(createPlayerErrors({ username: 'rahul sharma', password: 'x'.repeat(129), credit: '', exposureLimit: '' })).toEqual({
    username: PLAYER_MSG.username,
    password: PLAYER_MSG.password,
  });
  expect(createPlayerErrors({ username: 'a'.repeat(33), password: 'secret12', credit: '0', exposureLimit: '0' }).username).toBe(
    PLAYER_MSG.username,
  );
});

test('credit and debit need an amount above 0 and a reason of at most 200 characters', () => {
  expect(moneyErrors({ direction: 'debit', amount: '250', reason: 'Chargeback' })).toEqual({});
  expect(moneyErrors({ direction: 'credit', amount: '0', reason: '  ' })).toEqual({
    amount: PLAYER_MSG.positive,
    reason: PLAYER_MSG.reason,
  });
  expect(moneyErrors({ direction: 'credit', amount: '5', reason: 'r'.repeat(201) })).toEqual({ reason: PLAYER_MSG.reasonTooLong });
});

test("a debit never goes beyond the available money ('Insufficient Funds!', as the server); a credit has no such bound", () => {
  expect(moneyErrors({ direction: 'debit', amount: '5400', reason: 'x' }, 5400)).toEqual({});
  expect(moneyErrors({ direction: 'debit', amount: '5400.01', reason: 'x' }, 5400)).toEqual({ amount: MSG.insufficientFunds });
  expect(moneyErrors({ direction: 'credit', amount: '9000', reason: 'x' }, 5400)).toEqual({});
});

test('an account change needs a reason of at most 200 characters', () => {
  expect(changeReasonError('Chasing losses')).toBeUndefined();
  expect(changeReasonError('   ')).toBe(PLAYER_MSG.changeReason);
  expect(changeReasonError('r'.repeat(201))).toBe(PLAYER_MSG.reasonTooLong);
});

test('exposure limit and password reset', () => {
  expect(exposureLimitError('0')).toBeUndefined();
  expect(exposureLimitError('abc')).toBe(PLAYER_MSG.amount);
  expect(passwordError('secret')).toBeUndefined();
  expect(passwordError('12345')).toBe(PLAYER_MSG.password);
});

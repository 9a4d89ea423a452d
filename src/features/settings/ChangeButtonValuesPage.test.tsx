// Change Button Values: the slip's 10 quick stakes as label/value rows; Update saves the 10 and says so.
import { act, screen, within } from '@testing-library/react';
import { MSG } from '../../domain/messages';
import { mockApi } from '../../testing/mockApi';
import { BUTTONS, paths, fakeTimersAtNow } from '../../testing/betFixtures';
import { renderBetting } from '../../testing/renderBetting';
import ChangeButtonValuesPage from './ChangeButtonValuesPage';

fakeTimersAtNow();

const DEFAULTS = { ...BUTTONS, btn7: '1000', btn8: '5000' };

test("shows the slip's 10 buttons with the player's values and saves the 10 on Update", async () => {
  const server = mockApi({
    [paths.stackButtons]: { body: { isSuccess: true, data: DEFAULTS } },
    [paths.saveButtons]: { body: { isSuccess: true } },
  });
  const { user, messages } = renderBetting(<ChangeButtonValuesPage />);
  const form = await screen.findByRole('form', { name: 'Button values' });
  const values = within(form)
    .getAllByLabelText(/^Price Value/)
    .map((input) => (input as HTMLInputElement).value);
  expect(values).toEqual(['50', '200', '300', '400', '500', '600', '1000', '5000', '10000', '25000']);

  await user.clear(within(form).getByLabelText('Price Value 1'));
  await user.type(within(form).getByLabelText('Price Value 1'), '100');
  await user.clear(within(form).getByLabelText('Price Label 1'));
  await user.type(within(form).getByLabelText('Price Label 1'), '100');
  await user.click(within(form).getByRole('button', { name: 'Update' }));
  await act(() => jest.advanceTimersByTimeAsync(0));

  const [body] = server.callsTo(paths.saveButtons).map((c) => c.body as unknown[]);
  expect(body).toHaveLength(10);
  expect(body[0]).toEqual({ label: '100', value: 100 });
  expect(body[7]).toEqual({ label: '5000', value: 5000 });
  expect(body[9]).toEqual({ label: '25k', value: 25000 });
  expect(messages()).toEqual([MSG.updateSuccess]);
});

test("'Try again later!' when the save fails", async () => {
  mockApi({
    [paths.stackButtons]: { body: { isSuccess: true, data: DEFAULTS } },
    [paths.saveButtons]: { status: 500, body: { message: 'x' } },
  });
  const { user, messages } = renderBetting(<ChangeButtonValuesPage />);
  await user.click(await screen.findByRole('button', { name: 'Update' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(messages()).toEqual([MSG.tryAgainLater]);
});

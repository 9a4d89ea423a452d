// The My Market popup's Balance is the header's Balance: one number, one source.
import { screen, within } from '@testing-library/react';
import { BalanceSlot } from './BalanceSlot';
import { paths, fakeTimersAtNow } from '../../testing/betFixtures';
import { renderBetting } from '../../testing/renderBetting';
import { mockApi } from '../../testing/mockApi';

fakeTimersAtNow();

test("My Market shows the header's Balance and Exp", async () => {
  mockApi({
    [paths.expo1]: { body: { isSuccess: true, FinalExpo: -250, mainBalanceafterExpo: 99750 } },
    // The balance before exposure, which the popup used to show beside the header's other number.
    [paths.expo2]: { body: { isSuccess: true, FinalExpo: -250, mainBalancebeforeExpo: 100000 } },
    [paths.notSettled]: { body: { isSuccess: true, data: [] } },
  });
  const { user } = renderBetting(<BalanceSlot />);
  const header = await screen.findByText('₹99,750.00');
  await user.click(screen.getByRole('button', { name: /^Exp: -₹250.00/ }));
  const popup = await screen.findByRole('dialog', { name: 'My Market' });
  expect(await within(popup).findByText(/^Balance:/)).toHaveTextContent(`Balance: ${header.textContent}`);
  expect(within(popup).getByText(/^Exposure:/)).toHaveTextContent('Exposure: -₹250.00');
  expect(within(popup).queryByText('₹1,00,000.00')).not.toBeInTheDocument();
});

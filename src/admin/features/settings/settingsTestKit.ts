// What the settings page's tests share: cricket's values as the server answers them (an event that
// follows its sport shows these as what applies), and a double-clicked save, with its reason, that must send once.
import { act, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { until } from '../../testing/adminTestKit';

export const CRICKET_DELAYS = { betDelayTime: 5, bookmakerDelayTime: 0, fancyDelayTime: 0 };
export const CRICKET_LIMITS = {
  minOddLimit: 100,
  maxOddLimit: 200000,
  minBookmakerLimit: 100,
  maxBookmakerLimit: 200000,
  minFancyLimit: 100,
  maxFancyLimit: 50000,
};
export const CRICKET_PRICE_WINDOW = { minOddPrice: 1.01, maxOddPrice: 3 };

/**
 * Double-clicks a save button and waits for its request (`sent` lists them) and a moment after it,
 * inside act: the save invalidates the settings, which are fetched again meanwhile. Then the second
 * click of a slow double click, after the answer: the callers check that it sent nothing more.
 */
export async function doubleClickSave(user: UserEvent, button: HTMLElement, sent: () => unknown[], what: string): Promise<void> {
  await user.dblClick(button);
  await until(() => sent().length > 0, what);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  if (button.isConnected) await user.click(button);
  await act(() => new Promise((r) => setTimeout(r, 50)));
}

/** Replaces what a field holds, as an operator clears it and types anew. */
export async function retype(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.type(field, value);
}

/**
 * Gives the reason the audit log keeps and double-clicks the form's save button (doubleClickSave): how
 * every change on the settings page is sent.
 */
export async function saveWithReason(
  user: UserEvent,
  form: HTMLElement,
  save: string,
  reason: string,
  sent: () => unknown[],
): Promise<void> {
  await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), reason);
  await doubleClickSave(user, within(form).getByRole('button', { name: save }), sent, 'the patch');
}

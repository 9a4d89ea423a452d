// A price as the player sees and hears it: '-' when nothing is offered, the size in short form, the
// accessible name, and a tap only when there is a price to take.
import { priceNamed } from './PriceButton.testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { PriceButton, accessibleName, formatSize } from './PriceButton';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

it('shows the price with its size and reports a tap', async () => {
  const onPick = jest.fn();
  inTheme(<PriceButton side="back" price={1.85} size={1037} label="back India 1.85" onPick={onPick} />);
  // The name says what the tap does, then holds the visible text, size included (WCAG 2.5.3).
  const button = screen.getByRole('button', { name: 'back India 1.85 1.04K' });
  expect(button).toHaveTextContent(/^1\.85 1\.04K$/);
  await userEvent.click(button);
  expect(onPick).toHaveBeenCalledTimes(1);
});

it("shows '-' and cannot be tapped when the price is 0", () => {
  inTheme(<PriceButton side="lay" price={0} size={0} label="lay India -" onPick={() => undefined} />);
  const button = screen.getByRole('button', { name: 'lay India -' });
  expect(button).toHaveTextContent(/^-$/);
  expect(button).toBeDisabled();
});

it('names a price whose label does not end with what is shown by what is shown', () => {
  expect(accessibleName('back India 1.85', '1.85', '')).toBe('back India 1.85');
  expect(accessibleName('back Over 45', '45', '100')).toBe('back Over 45 100');
  expect(accessibleName('back Over line', '45', '100')).toBe('back Over line 45 100');
});

it('prints sizes the way exchanges do', () => {
  expect([950, 1037, 12500, 500000, 25_000_000, 0].map(formatSize)).toEqual(['950', '1.04K', '12.5K', '5L', '2.5Cr', '']);
});

describe('the price-change flash', () => {
  it("runs on the market slice's tick of a move (a fancy rate too), with its direction as data-change", () => {
    const view = inTheme(<PriceButton side="back" price={54} size={100} label="yes s 54" changedAt={0} change={null} />);
    const button = screen.getByRole('button', { name: priceNamed('yes s 54') });
    expect(button).not.toHaveAttribute('data-flash');
    const tick = (changedAt: number) =>
      view.rerender(
        <ThemeProvider theme={theme}>
          <PriceButton side="back" price={54} size={90} label="yes s 54" changedAt={changedAt} change="down" />
        </ThemeProvider>,
      );
    tick(3);
    expect(button).toHaveAttribute('data-flash', 'a');
    expect(button).toHaveAttribute('data-change', 'down');
    // The same tick again: no new flash.
    tick(3);
    expect(button).toHaveAttribute('data-flash', 'a');
    // The next move restarts it under the other animation name, even while the first still runs.
    tick(4);
    expect(button).toHaveAttribute('data-flash', 'b');
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    const names = ['a', 'b'].map((value) => new RegExp(`\\[data-flash='${value}'\\]::after\\{animation:(\\S+) 700ms`).exec(css)?.[1]);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBeTruthy();
    expect(names[0]).not.toBe(names[1]);
  });

  it('is a dark ring and a light tint over the cell, never a yellow fill that hides back and lay', () => {
    inTheme(<PriceButton side="lay" price={2} size={10} label="lay x 2" />);
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    const flash = /::after\s*\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(flash).toContain(`box-shadow:inset 0 0 0 2px ${theme.colors.flashRing}`);
    expect(flash).toContain(`background:${theme.colors.flashTint}`);
    expect(css).not.toMatch(/#fff27a/i);
  });
});

// Pagination (spec §2, §5): Previous, Next, up to five page buttons; moves only within 1..total.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { Pagination, pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('shows at most five numbers, centred on the page where it can be', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

function Pages({ total, onChange }: { total: number; onChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <ThemeProvider theme={theme}>
      <Pagination
        page={page}
        totalPages={total}
        label="Test pages"
        onChange={(next) => {
          onChange(next);
          setPage(next);
        }}
      />
    </ThemeProvider>
  );
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Test pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));

describe('Pagination', () => {
  it('never offers a move outside 1..total pages', async () => {
    const user = userEvent.setup();
    const moves: number[] = [];
    render(<Pages total={7} onChange={(page) => moves.push(page)} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(pageNumbers()).toEqual([3, 4, 5, 6, 7]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(moves).toEqual([5, 6, 7]);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(moves).toEqual([5, 6, 7, 6]);
  });

  it('shows nothing without pages', () => {
    render(<Pages total={0} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

// Previous, up to five page buttons and Next (spec §2, §5): a move is offered only within
// 1..totalPages, and the window of numbers follows the current page, centred where it can be.
import styled from 'styled-components';
import { MAX_PAGE_BUTTONS } from '../domain/constants';
import { useT } from '../i18n/runtime';

/** The page numbers to show: at most `max`, around `page`, never outside 1..total. */
export function pageWindow(page: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total < 1) return [];
  const size = Math.min(max, total);
  const current = Math.min(Math.max(page, 1), total);
  const first = Math.min(Math.max(current - Math.floor(size / 2), 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 14px 8px;
`;

const PageButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.header};
    border-color: ${({ theme }) => theme.colors.header};
    color: ${({ theme }) => theme.colors.accent};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ('Bet history pages'). */
  label?: string;
}

export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const t = useT();
  if (totalPages < 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <Nav aria-label={label ?? t('Pages')}>
      <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 1}>
        {t('Previous')}
      </PageButton>
      {pageWindow(page, totalPages).map((n) => (
        <PageButton
          key={n}
          type="button"
          aria-label={t('Page {{number}}', { number: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => go(n)}
        >
          {n}
        </PageButton>
      ))}
      <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= totalPages}>
        {t('Next')}
      </PageButton>
    </Nav>
  );
}

// The label-and-value table of the wallet's detail popups (a request's detail, the withdrawal
// confirmation): labels muted on the left, values bold on the right.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/runtime';

const Table = styled.dl`
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 9px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

/** A line as [translation key of the label, value]. */
export type DetailLine = [string, string];

interface DetailTableProps {
  /** Lines without a value are left out. */
  lines: DetailLine[];
  /** Lines of their own shape, before the others. */
  children?: ReactNode;
  className?: string;
}

export function DetailTable({ lines, children, className }: DetailTableProps) {
  const t = useT();
  return (
    <Table className={className}>
      {children}
      {lines
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Table>
  );
}

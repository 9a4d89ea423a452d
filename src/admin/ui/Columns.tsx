// A console page's panels side by side (a list beside the chosen item, forms beside a list), stacked
// one under another where the screen is too narrow for them to be read side by side.
import styled from 'styled-components';

interface ColumnsProps {
  /** The grid's columns on a wide screen. */
  $columns: string;
  /** Below this width (px) every panel takes the whole row. */
  $stackAt: number;
  /** An in-between layout: these columns below `at` px, before they stack. */
  $between?: { at: number; columns: string };
}

export const Columns = styled.div<ColumnsProps>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: 14px;
  align-items: start;
  ${({ $between }) => ($between ? `@media (max-width: ${$between.at}px) { grid-template-columns: ${$between.columns}; }` : '')}
  @media (max-width: ${({ $stackAt }) => $stackAt}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

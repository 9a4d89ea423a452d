// The look every market block shares: a title bar, a header row naming the columns (colour is never
// the only signal), and rows of a name beside a grid of prices that an overlay can cover.
import styled, { css } from 'styled-components';

export const Block = styled.section`
  margin-bottom: 10px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 4px;
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
`;

export const TitleBar = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 0 0 0 0;
  background: ${({ theme }) => theme.colors.tab};
  color: ${({ theme }) => theme.colors.headerText};
  h2 {
    margin: 0;
    padding: 8px 18px 8px 12px;
    font-size: 14px;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.header};
    clip-path: polygon(0 0, calc(100% - 12px) 0, 100% 100%, 0 100%);
  }
  .extra {
    margin-left: auto;
    padding-right: 8px;
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 12px;
  }
`;

// The header row and a runner row line their cells up on the same grid: the name, then the price columns.
const priceGrid = css<{ $columns: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ $columns }) => $columns};
  gap: 0 2px;
  align-items: center;
  padding: 2px 4px 2px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HeadRow = styled.div<{ $columns: string }>`
  ${priceGrid}
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
  span {
    text-align: center;
    text-transform: uppercase;
  }
  .back {
    background: ${({ theme }) => theme.colors.back};
    color: #0f1d29;
    border-radius: 2px;
  }
  .lay {
    background: ${({ theme }) => theme.colors.lay};
    color: #0f1d29;
    border-radius: 2px;
  }
  .limits {
    text-align: left;
    text-transform: none;
    font-weight: 500;
  }
`;

export const Row = styled.div<{ $columns: string }>`
  ${priceGrid}
  min-height: 46px;
`;

export const Name = styled.div`
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  padding-right: 6px;
  font-weight: 600;
  .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button.toggle {
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    text-align: left;
    cursor: pointer;
  }
  button.toggle .chevron {
    font-size: 10px;
  }
`;

/** A runner's Ladder button: small, beside the name. */
export const LadderButton = styled.button`
  flex: none;
  margin-left: auto;
  min-height: 28px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 11px;
  font-weight: 700;
  cursor: pointer;
`;

/** The prices of a row: their own grid, the positioning parent of the row's overlay. */
export const Prices = styled.div`
  position: relative;
  grid-column: 2 / -1;
  display: grid;
  grid-template-columns: subgrid;
  gap: 0 2px;
`;

/** A phone's runner row opened to three levels a side: the name on its own line, the six prices under it. */
export const StackedRow = styled(Row)`
  grid-template-columns: repeat(6, minmax(0, 1fr));
  padding-bottom: 6px;
  & > ${Name}, & > ${Prices} {
    grid-column: 1 / -1;
  }
`;

export const Empty = styled.div`
  min-height: 42px;
`;

export const desktopColumns = (count: number, width = 64) => `repeat(${count}, ${width}px)`;
export const mobileColumns = (count: number) => `repeat(${count}, 62px)`;

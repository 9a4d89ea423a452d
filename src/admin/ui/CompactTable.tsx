// The console's small tables inside a panel (a market's book, a player's requests, the feed's
// markets): tight rows, muted headings, numbers right-aligned in a column of class "n". The long,
// filtered lists use DataList instead.
import styled from 'styled-components';

export const CompactTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid #eef1f4;
    text-align: left;
  }
  th {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
  td.n,
  th.n {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

// A page's content as a titled card in the shell (h2 header band, body in a div), as the settings
// pages show it. Pages extend it with styled(PageCard) for their own widths and paddings.
import styled from 'styled-components';

export const PageCard = styled.section<{ $maxWidth?: number }>`
  max-width: ${({ $maxWidth = 460 }) => $maxWidth}px;
  margin: 16px auto;
  border-radius: 10px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    padding: 12px 18px;
    font-size: 16px;
    background: ${({ theme }) => theme.colors.tab};
    color: #ffffff;
  }
  > div {
    padding: 18px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    margin: 12px;
  }
`;

// The page area under the header, for a player and a visitor alike: narrower padding on phones.
import styled from 'styled-components';

export const PageMain = styled.main`
  min-width: 0;
  padding: 10px 12px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 8px 6px;
  }
`;

// The match page's two columns on desktop: markets in the middle, TV and slip on the right.
import styled from 'styled-components';
import { sideColumnLayout } from '../../ui/sideColumnLayout';

export const Layout = styled.div`
  ${sideColumnLayout(340, 300)}
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Center = styled.div`
  min-width: 0;
`;

export const Right = styled.aside`
  position: sticky;
  top: 96px;
`;

export const Message = styled.p`
  margin: 16px 0;
  padding: 18px 10px;
  text-align: center;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
`;

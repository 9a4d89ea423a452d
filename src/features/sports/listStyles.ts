// Styles the sports pages share.
import styled from 'styled-components';

/** The shell's main area already pads the page. */
export const Page = styled.div`
  min-width: 0;
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  padding: 8px 10px;
  font-size: 16px;
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.header};
  background: ${({ theme }) => theme.colors.accent};
`;

export const EmptyNotice = styled.p`
  margin: 0 0 10px;
  padding: 18px 10px;
  text-align: center;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
`;

// The dashboard's figure cards.
import styled from 'styled-components';

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 10px;
  margin-bottom: 14px;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Card = styled.div`
  padding: 10px 12px;
  border-radius: 8px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  span {
    display: block;
    font-size: 11.5px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
    margin-top: 4px;
    font-size: 18px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    text-decoration: none;
  }
`;

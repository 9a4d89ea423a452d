// The right column's panels (TV, Place Bet, My Bet): a dark heading bar over a white body.
import styled from 'styled-components';

// A side panel is the same white card as a market block.
export { Block as SidePanel } from './marketStyles';

export const SideHead = styled.h2`
  margin: 0;
  font-size: 14px;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  & > button,
  & > span {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    min-height: 38px;
    padding: 0 12px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-align: left;
  }
  & > button {
    cursor: pointer;
  }
  .chevron {
    margin-left: auto;
    font-size: 10px;
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: 8px 10px;
  font-size: 12.5px;
  line-height: 1.4;
  color: #5a4a00;
  background: #fff8d6;
  border-bottom: 1px solid #f0e2a0;
`;

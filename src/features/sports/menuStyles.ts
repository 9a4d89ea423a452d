// Styles of the left sports menu: dark group headings, white rows, each level indented a step.
import styled from 'styled-components';

export const Group = styled.h2`
  margin: 0;
  padding: 8px 12px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.4px;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.headerText};
  background: ${({ theme }) => theme.colors.header};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const rowBase = `
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 36px;
  border: 0;
  text-align: left;
  font-size: 13.5px;
  text-decoration: none;
`;

export const Toggle = styled.button<{ $level: number }>`
  ${rowBase}
  padding: 6px 10px 6px ${({ $level }) => 12 + $level * 14}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $level }) => ['#ffffff', '#f1f5f9', '#e6edf3'][$level] ?? '#e6edf3'};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $level }) => ($level === 0 ? 600 : 500)};
  cursor: pointer;
  &:hover {
    background: #e3eef8;
  }
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  .chevron {
    margin-left: auto;
    transition: transform 0.15s;
    font-size: 11px;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
`;

export const Label = styled.span`
  ${rowBase}
  padding: 6px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

export const Dot = styled.span`
  width: 16px;
  height: 16px;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 9px;
  font-weight: 800;
`;

export const Note = styled.li`
  padding: 6px 12px 6px 40px;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.muted};
  background: #f6f8fa;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

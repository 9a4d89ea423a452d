// The search field in the dark header and its list of events, which drops over the page below.
import styled from 'styled-components';

export const Field = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  max-width: 300px;
  height: 36px;
  padding: 0 10px;
  border-radius: 18px;
  background: rgba(255, 255, 255, 0.1);
  border: 1px solid rgba(255, 255, 255, 0.28);
  color: #ffffff;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  label {
    flex: 1;
    display: flex;
    min-width: 0;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    &::placeholder {
      color: #b9c8d4;
    }
    &:focus {
      outline: none;
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    max-width: none;
    height: 40px;
    border-radius: 20px;
  }
`;

const dropdown = `
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 50;
  width: max(100%, 420px);
  max-width: calc(100vw - 20px);
  margin: 0;
  border-radius: 8px;
  background: #ffffff;
  box-shadow: 0 10px 28px rgba(8, 24, 38, 0.28), 0 0 0 1px rgba(8, 24, 38, 0.08);
  color: #1d2731;
  /* Phones: as wide as the screen allows (the field itself shares its row with Rules). */
  @media (max-width: 767px) { width: calc(100vw - 20px); max-width: none; }
`;

export const List = styled.ul`
  ${dropdown}
  padding: 4px;
  list-style: none;
  max-height: min(420px, 60vh);
  overflow-y: auto;
  &[hidden] {
    display: none;
  }
  &:empty {
    display: none;
  }
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 10px;
  border-radius: 6px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primaryDark};
  .body {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .name {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .meta {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .meta b {
    color: ${({ theme }) => theme.colors.profit};
  }
  &[aria-selected='true'] {
    background: #e3eef8;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

export const Empty = styled.p`
  ${dropdown}
  padding: 12px 14px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

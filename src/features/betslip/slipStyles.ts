// The slip's look: tinted by side (back light blue, lay pink), large tap targets on phones.
import styled from 'styled-components';
import type { BetSide } from '../../domain/betting/types';

export const Form = styled.form<{ $side: BetSide }>`
  position: relative; /* the placing overlay covers the slip only */
  padding: 10px;
  background: ${({ theme, $side }) => ($side === 'back' ? theme.colors.backLight : theme.colors.layLight)};
  border-left: 4px solid ${({ theme, $side }) => ($side === 'back' ? theme.colors.back : theme.colors.lay)};
`;

export const BetFor = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  .who {
    flex: 1;
    min-width: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .label {
    display: block;
    font-size: 11px;
    font-weight: 600;
    color: #33414d;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .tag {
    padding: 2px 8px;
    border-radius: 10px;
    background: #0f2a3d;
    color: #fff;
    font-size: 11px;
    font-weight: 800;
    text-transform: uppercase;
  }
  .close {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.6);
    font-size: 20px;
    cursor: pointer;
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.3fr;
  gap: 8px;
  label {
    display: block;
    font-size: 11px;
    font-weight: 700;
    color: #33414d;
    text-transform: uppercase;
    margin-bottom: 2px;
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: 6px 8px;
    border: 1px solid #8aa0b2;
    border-radius: 4px;
    background: #fff;
    font-size: 16px; /* 16 px keeps phones from zooming into the field */
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  output {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 6px 8px;
    border: 1px dashed #8aa0b2;
    border-radius: 4px;
    background: rgba(255, 255, 255, 0.55);
    font-size: 16px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .rate {
    font-size: 11px;
    color: #33414d;
    margin-top: 2px;
  }
  /* The odds with their ladder arrows (your own price, match odds). */
  .odds {
    display: flex;
    gap: 4px;
    output {
      flex: 1;
      justify-content: center;
    }
  }
  .step {
    min-width: 36px;
    min-height: 40px;
    border: 1px solid #8aa0b2;
    border-radius: 4px;
    background: #fff;
    color: #0f2a3d;
    font-size: 18px;
    font-weight: 800;
    cursor: pointer;
  }
  output.changed {
    border-style: solid;
    border-color: #0f2a3d;
    background: #fff;
  }
`;

export const AcceptAnyOdds = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  margin-top: 4px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: #0f2a3d;
    cursor: pointer;
  }
  label {
    font-size: 13px;
    font-weight: 700;
    color: #0f2a3d;
    cursor: pointer;
  }
`;

export const Preview = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
  margin: 8px 0;
  div {
    padding: 4px 8px;
    border-radius: 4px;
    background: rgba(255, 255, 255, 0.7);
  }
  dt {
    font-size: 11px;
    font-weight: 700;
    text-transform: uppercase;
    color: #33414d;
  }
  dd {
    margin: 0;
    font-size: 15px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .profit dd {
    color: ${({ theme }) => theme.colors.profit};
  }
  .loss dd {
    color: ${({ theme }) => theme.colors.loss};
  }
`;

export const Stakes = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 4px;
  margin: 8px 0;
  button {
    min-height: 36px;
    border: 1px solid rgba(15, 42, 61, 0.25);
    border-radius: 4px;
    background: #f4f6f8;
    color: #0f2a3d;
    font-size: 13px;
    font-weight: 700;
    cursor: pointer;
    &:hover {
      background: #fff;
    }
    &[aria-pressed='true'] {
      background: #0f2a3d;
      color: #fff;
    }
    &:disabled {
      border-style: dashed;
      background: #e8ebee;
      color: #5b6b79;
      cursor: not-allowed;
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: 6px;
    button {
      min-height: 46px;
      font-size: 15px;
    }
  }
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1.4fr;
  gap: 6px;
  button {
    min-height: 40px;
    border: 0;
    border-radius: 4px;
    color: #fff;
    font-weight: 800;
    cursor: pointer;
  }
  .edit {
    background: ${({ theme }) => theme.colors.primary};
  }
  .reset {
    background: ${({ theme }) => theme.colors.loss};
  }
  .submit {
    background: ${({ theme }) => theme.colors.profit};
  }
  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    button {
      min-height: 48px;
      font-size: 15px;
    }
  }
`;

export const Hint = styled.p`
  margin: 8px 0 0;
  font-size: 12px;
  color: #33414d;
  &.error {
    color: ${({ theme }) => theme.colors.loss};
    font-weight: 700;
  }
`;

export const EmptySlip = styled.p`
  margin: 0;
  padding: 14px 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

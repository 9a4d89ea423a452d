// The app's buttons: at least 40 px tall (tap targets), a visible focus ring, AA contrast per variant.
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.header};
    &:hover:not(:disabled) {
      background: #ffc629;
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled) {
      background: rgba(127, 127, 127, 0.12);
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.loss};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: #a80016;
    }
  `,
};

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 18px;
  border: 1px solid transparent;
  border-radius: 6px;
  font-weight: 700;
  letter-spacing: 0.02em;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition:
    background 0.15s ease,
    transform 0.05s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  /* Two-tone ring: the amber shows on dark surfaces, the navy edge on white ones. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.header};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

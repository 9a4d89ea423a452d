// The report pages' frame and small parts: the page column, the card with its dark title bar, money
// in green or red (with its sign written as data-sign, so colour is not the only signal to tests),
// the link-like button that opens the Result popup, and the error line.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MarketKind } from '../../domain/betting/types';
import { formatRupees } from '../../domain/money';
import { sideLabel } from '../betslip';
import { useLanguage, useT } from '../../i18n/runtime';
import { LOCALES } from '../../i18n/languages';

export const ReportPage = styled.div`
  max-width: 1180px;
  margin: 0 auto;
  padding: 16px 16px 32px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 10px 8px 24px;
  }
`;

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 1px 3px rgba(15, 42, 61, 0.08);
  overflow: hidden;
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  font-size: 16px;
  font-weight: 700;
  letter-spacing: 0.02em;
  small {
    font-size: 12.5px;
    font-weight: 500;
    opacity: 0.85;
  }
`;

export function ReportCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card aria-label={title}>
      <Title>
        {title}
        {aside && <small>{aside}</small>}
      </Title>
      {children}
    </Card>
  );
}

/** A count inside words ('12 bets'), in the language's digits for a sentence (Bengali's own; Latin in Hindi and English). */
export function useCountText(): (count: number) => string {
  const digits = new Intl.NumberFormat(LOCALES[useLanguage()]);
  return (count) => digits.format(count);
}

type Sign = 'profit' | 'loss';

const MoneyText = styled.span<{ $sign: Sign }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign }) => ($sign === 'profit' ? theme.colors.profit : theme.colors.loss)};
`;

/** Rupees in green when at least 0, red below (spec: Profit/loss, Total Amount). */
export function Money({ rupees, sign }: { rupees: number; sign?: Sign }) {
  const tone = sign ?? (rupees >= 0 ? 'profit' : 'loss');
  return (
    <MoneyText $sign={tone} data-sign={tone}>
      {formatRupees(rupees)}
    </MoneyText>
  );
}

/** Opens the Result popup; looks like a link, is a button (it does not go anywhere). */
export const OpenResult = styled.button.attrs({ type: 'button' })`
  display: inline;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ErrorNote = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: 10px 16px;
  background: #fdecee;
  color: #9b0016;
  font-weight: 600;
  font-size: 13px;
`;

export const Loading = styled.p.attrs({ role: 'status' })`
  margin: 0;
  padding: 28px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Tag = styled.span<{ $side: 'back' | 'lay' }>`
  display: inline-block;
  margin-left: 2px;
  padding: 1px 6px;
  border-radius: 4px;
  background: ${({ theme, $side }) => ($side === 'back' ? theme.colors.back : theme.colors.lay)};
  color: ${({ theme }) => theme.colors.header};
  font-size: 10.5px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  vertical-align: 1px;
`;

/** The runner with its side written out in its market's words (Back/Lay, Yes/No on a fancy
 *  session): the row's colour is never the only sign of back or lay. */
export function Selection({ name, side, kind }: { name: string; side: 'back' | 'lay'; kind: MarketKind }) {
  const t = useT();
  return (
    <>
      <span>{name}</span> <Tag $side={side}>{t(sideLabel(kind, side))}</Tag>
    </>
  );
}

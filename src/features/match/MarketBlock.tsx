// A market's block on the match page: a card named for screen readers with the market's title bar,
// and the header row of the markets priced three levels a side (match odds and the bookmakers).
import type { ReactNode } from 'react';
import { useT } from '../../i18n/runtime';
import { Block, HeadRow, TitleBar, desktopColumns, mobileColumns } from './marketStyles';

interface Props {
  title: string;
  /** Shown at the title bar's right (match odds' Cash Out slot); null keeps the slot empty. */
  extra?: ReactNode;
  children: ReactNode;
}

export function MarketBlock({ title, extra, children }: Props) {
  return (
    <Block aria-label={title}>
      <TitleBar>
        <h2>{title}</h2>
        {extra !== undefined && <div className="extra">{extra}</div>}
      </TitleBar>
      {children}
    </Block>
  );
}

/** Back and Lay over the best prices; on desktop, blank heads over the two deeper levels each side. */
export function BackLayHead({ mobile, limits }: { mobile: boolean; limits?: string }) {
  const t = useT();
  const blanks = mobile ? 0 : 2;
  return (
    <HeadRow $columns={mobile ? mobileColumns(2) : desktopColumns(6)}>
      <span className="limits">{limits}</span>
      {Array.from({ length: blanks }, (_, i) => (
        <span key={`b${i}`} />
      ))}
      <span className="back">{t('Back')}</span>
      <span className="lay">{t('Lay')}</span>
      {Array.from({ length: blanks }, (_, i) => (
        <span key={`l${i}`} />
      ))}
    </HeadRow>
  );
}

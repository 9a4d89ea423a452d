// The slip's live line: the price on offer now for the slip's runner and side, read from
// the same odds cache the price buttons render (so it moves with the page, on a phone too, where the
// slip covers the market), marked ▲ when it is better for the player than the slip's price and ▼
// when worse; and, after 'Odds Changed!', the price the player had asked.
import styled from 'styled-components';
import { priceMove, type Quote } from '../../domain/betting/priceOrBetter';
import type { OpenSlip } from './betslipSlice';
import { useT } from '../../i18n/runtime';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  margin: 6px 0 0;
  padding: 5px 8px;
  border-radius: 4px;
  background: rgba(255, 255, 255, 0.7);
  font-size: 12.5px;
  color: #33414d;
  .now {
    font-size: 15px;
    font-weight: 800;
    color: #0f2a3d;
    font-variant-numeric: tabular-nums;
  }
  .better {
    color: ${({ theme }) => theme.colors.profit};
    font-weight: 800;
  }
  .worse {
    color: ${({ theme }) => theme.colors.loss};
    font-weight: 800;
  }
  .was {
    text-decoration: line-through;
  }
`;

const text = (slip: Pick<OpenSlip, 'marketKind'>, quote: Quote) =>
  slip.marketKind === 'Fancy' ? `${quote.price}/${quote.rate ?? ''}` : String(quote.price);

interface Props {
  slip: OpenSlip;
  live: Quote | undefined;
  acceptAnyOdds: boolean;
  /** Offline: the price shown is the last one seen, not the market's now. */
  stale?: boolean;
}

export function LivePrice({ slip, live, acceptAnyOdds, stale = false }: Props) {
  const t = useT();
  const asked = { price: slip.price, rate: slip.marketKind === 'Fancy' ? slip.size : null };
  const move = live ? priceMove(slip.marketKind, slip.side, asked, live) : null;
  const changed = slip.changedFrom;
  return (
    <Line aria-label={t('Live price')} aria-live="polite">
      <span>{stale ? t('Stale') : t('Live')}</span>
      <span className="now">{live ? text(slip, live) : t('not on offer')}</span>
      {stale && <span className="worse">{t('stale: offline, last price seen')}</span>}
      {!stale && move === 'better' && <span className="better">▲ {t('better: you get it')}</span>}
      {!stale && move === 'worse' && <span className="worse">▼ {acceptAnyOdds ? t('worse: taken (accept any odds)') : t('worse')}</span>}
      {changed && (
        <span className="changed">
          {t('Odds changed from')} <span className="was">{text(slip, { price: changed.price, rate: changed.size })}</span>:{' '}
          {t('submit again at')} {text(slip, asked)}
        </span>
      )}
    </Line>
  );
}

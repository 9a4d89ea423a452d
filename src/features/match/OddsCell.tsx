// A price cell of the match page: a PriceButton that reports `priceClicked` with everything the bet
// slip needs. Props are plain values, so a poll that leaves this price alone does not re-render it;
// the flash and its change mark come from the market slice's entry for this cell.
import { memo, useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cellKey, selectCell, useClickedEvent, priceClicked } from '../market';
import type { PriceClickedPayload } from '../../domain/betting/clickedPrice';
import { PriceButton } from '../../ui/PriceButton';
import { DEFAULT_ODDS_WINDOW, priceInWindow, type OddsWindow } from '../../domain/betting/priceTap';

/** A tap's payload but its event, which the cell takes from the page; and how the cell shows. */
interface Props extends Omit<PriceClickedPayload, 'event'> {
  best?: boolean;
  /** The ladder level (0 = best), for the cell's entry in the market slice. */
  level?: number;
  /** Accessible name, e.g. 'back India 1.85' or 'no 6 over runs IND 52'. */
  label: string;
  /** The match-odds betting window of this game (the other kinds have fixed ones). */
  oddsWindow?: OddsWindow;
}

function OddsCellView({
  marketKind,
  marketId,
  selectionId,
  runnerName,
  side,
  price,
  size,
  best = true,
  level = 0,
  label,
  oddsWindow = DEFAULT_ODDS_WINDOW,
}: Props) {
  const dispatch = useAppDispatch();
  const event = useClickedEvent();
  // Every store notification runs this selector for every cell on the page: the key is built once.
  const key = useMemo(() => cellKey(marketKind, marketId, selectionId, side, level), [marketKind, marketId, selectionId, side, level]);
  const cell = useAppSelector((state) => selectCell(state, key));
  const onPick = useCallback(
    () => dispatch(priceClicked({ event, marketKind, marketId, selectionId, runnerName, side, price, size })),
    [dispatch, event, marketKind, marketId, selectionId, runnerName, side, price, size],
  );
  return (
    <PriceButton
      side={side}
      price={price}
      size={size}
      best={best}
      label={label}
      onPick={onPick}
      change={cell?.change}
      changedAt={cell?.changedAt ?? 0}
      muted={price > 0 && !priceInWindow(marketKind, price, oddsWindow)}
    />
  );
}

export const OddsCell = memo(OddsCellView);

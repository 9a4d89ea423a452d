// A price cell of the match page: a PriceButton that reports `priceClicked` with everything the bet
// slip needs. Props are plain values, so a poll that leaves this price alone does not re-render it.
import { memo, useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { BetSide, MarketKind } from '../../domain/betting/types';
import { PriceButton } from '../../ui/PriceButton';
import { useClickedEvent } from './MatchContext';
import { priceClicked } from './priceClicked';

interface Props {
  marketKind: MarketKind;
  marketId: string;
  selectionId: number;
  runnerName: string;
  side: BetSide;
  price: number;
  size: number;
  best?: boolean;
  /** Accessible name, e.g. 'back India 1.85' or 'no 6 over runs IND 52'. */
  label: string;
}

function OddsCellView({ marketKind, marketId, selectionId, runnerName, side, price, size, best = true, label }: Props) {
  const dispatch = useAppDispatch();
  const event = useClickedEvent();
  const onPick = useCallback(
    () => dispatch(priceClicked({ event, marketKind, marketId, selectionId, runnerName, side, price, size })),
    [dispatch, event, marketKind, marketId, selectionId, runnerName, side, price, size],
  );
  return <PriceButton side={side} price={price} size={size} best={best} label={label} onPick={onPick} />;
}

export const OddsCell = memo(OddsCellView);

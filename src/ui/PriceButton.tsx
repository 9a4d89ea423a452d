// One price on an exchange ladder: back (blue) or lay (pink), the best level stronger, the size in
// small type under the price, '-' when nothing is offered. A price that moves flashes: a dark ring
// and a short light tint over the cell, so back stays blue and lay stays pink and the price stays
// readable (a yellow fill hid which side the cell was). The flash is a CSS animation started by an
// attribute the button's layout effect flips on the element itself, so it costs no extra React
// render, and it fades the opacity of a layer under the text rather than the background colour: the
// compositor runs that without repainting the page every frame (bench/RESULTS.md: with odds ticking
// every 600 ms, a background-colour flash kept the match page painting ~60 frames a second on the
// main thread). Not Element.animate(): each call on a pseudo-element brings the page's style up to
// date there and then, so a tick that moved many cells recalculated style once per cell (the slow
// phone's worst tick task of one run spent 31 of its 110 samples in animate()); an attribute is styled
// once, in the frame.
import { memo, useLayoutEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from './theme';
import { useT } from '../i18n/runtime';

export type PriceSide = 'back' | 'lay';

// Two names for the same fade (written two ways, so that they are two keyframes): a move flips the
// button's data-flash between them, and a new animation-name restarts the animation even when the
// last flash is still running.
const flashA = keyframes`
  0% { opacity: 1; }
  40% { opacity: 1; }
  100% { opacity: 0; }
`;
const flashB = keyframes`
  from { opacity: 1; }
  40% { opacity: 1; }
  to { opacity: 0; }
`;
const FLASH_MS = 700;

/** How a price answers the pointer, here and in the event lists: darker under it, no hand when disabled. */
export const priceTapStates = css`
  cursor: pointer;
  &:hover:not(:disabled) {
    filter: brightness(0.94);
  }
  &:disabled {
    cursor: default;
  }
`;

const Button = styled.button<{ $side: PriceSide; $best: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  position: relative;
  isolation: isolate;
  width: 100%;
  min-height: 42px;
  /* Each button its own layout and paint island: a tick that changes its text lays out and
   * repaints the button alone, not its row, block and page. Safe because its size never comes from
   * its content: the width is its column's (fixed in every market block), the height min-height's
   * (the price and size lines need less). */
  contain: strict;
  padding: 2px 1px;
  border: 0;
  border-radius: 2px;
  background: ${({ $side, $best }) =>
    $side === 'back' ? ($best ? theme.colors.back : theme.colors.backLight) : $best ? theme.colors.lay : theme.colors.layLight};
  color: #0f1d29;
  line-height: 1.15;
  ${priceTapStates}
  /* Outside the betting window: greyed, still readable (5:1), and tappable so the slip's toast can
   * say why it cannot be bet on. */
  &[data-muted] {
    background: ${theme.colors.mutedPrice};
    color: #3d4852;
    .size {
      color: #4a5560;
    }
  }
  .price {
    font-size: 14.5px;
    font-weight: 700;
  }
  .size {
    font-size: 10.5px;
    color: #233442;
    font-weight: 400;
  }
  /* The flash layer: above the background, under the text (z-index -1 inside the isolated button). */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background: ${theme.colors.flashTint};
    box-shadow: inset 0 0 0 2px ${theme.colors.flashRing};
    opacity: 0;
    pointer-events: none;
  }
  &[data-flash='a']::after {
    animation: ${flashA} ${FLASH_MS}ms;
  }
  &[data-flash='b']::after {
    animation: ${flashB} ${FLASH_MS}ms;
  }
`;

/** Sizes as the exchanges print them: 950, 12.5K, 5L (lakh), 1.2Cr. */
export function formatSize(size: number): string {
  if (!size) return '';
  const trim = (n: number) => String(Number(n.toFixed(n < 10 ? 2 : 1)));
  if (size < 1000) return String(Math.round(size));
  if (size < 100000) return `${trim(size / 1000)}K`;
  if (size < 10000000) return `${trim(size / 100000)}L`;
  return `${trim(size / 10000000)}Cr`;
}

export interface PriceButtonProps {
  side: PriceSide;
  price: number;
  size: number;
  /** The best level of its side (stronger colour). */
  best?: boolean;
  /** What the button does, e.g. 'back India 1.85' (spec: accessible names on every price). */
  label: string;
  /** Text in place of the price (the fancy line); defaults to the price or '-'. */
  display?: string;
  onPick?: () => void;
  /** Direction of the last move (the market slice's change mark); shown as data-change. */
  change?: 'up' | 'down' | null;
  /** When given, the flash runs each time this changes (the market slice's tick of the last move,
   *  which also marks a fancy rate moving on the same line); otherwise when the price changes. */
  changedAt?: number;
  /** Outside the market's betting window: drawn muted; a tap says why. */
  muted?: boolean;
}

/**
 * The button's name: `label` ("back India 1.85", what it does) then the size shown under the price,
 * so the name holds the visible text (WCAG 2.5.3 Label in Name: voice control users say what they
 * see). A label that does not end with the price shown gets the whole visible text.
 */
export function accessibleName(label: string, shown: string, sizeText: string): string {
  const visible = sizeText ? `${shown} ${sizeText}` : shown;
  if (label.endsWith(visible)) return label;
  if (label.endsWith(` ${shown}`)) return sizeText ? `${label} ${sizeText}` : label;
  return `${label} ${visible}`;
}

export function PriceButtonView({ side, price, size, best = true, label, display, onPick, change, changedAt, muted }: PriceButtonProps) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  const trigger = changedAt ?? price;
  const previous = useRef(trigger);
  useLayoutEffect(() => {
    if (previous.current === trigger) return;
    previous.current = trigger;
    const el = ref.current;
    if (el) el.dataset.flash = el.dataset.flash === 'a' ? 'b' : 'a';
  }, [trigger]);
  const empty = !price;
  const shown = empty ? '-' : String(display ?? price);
  const sizeText = !empty && size > 0 ? formatSize(size) : '';
  return (
    <Button
      ref={ref}
      type="button"
      $side={side}
      $best={best}
      aria-label={accessibleName(label, shown, sizeText)}
      disabled={empty || !onPick}
      onClick={onPick}
      data-side={side}
      data-change={change ?? undefined}
      data-muted={muted || undefined}
      aria-description={muted ? t('outside the betting window') : undefined}
    >
      <span className="price">{shown}</span>
      {/* A real space: the visible text reads "1.85 1.04K", as the name ends. */}
      {sizeText && ' '}
      {sizeText && <span className="size">{sizeText}</span>}
    </Button>
  );
}

export const PriceButton = memo(PriceButtonView);

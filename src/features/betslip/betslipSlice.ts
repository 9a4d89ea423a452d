// The bet slip (client state only; server data stays in the RTK Query cache): which price the slip
// holds, the stake as typed, whether a bet is in flight, the last refusal, and the two popups of the
// betting issue (Set Button Value, My Market). Components dispatch events; betslipListeners run them.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClickedEvent, PriceClickedPayload } from '../../domain/betting/clickedPrice';
import { exposureClicked } from '../layout';
import { signedOut } from '../auth';
import { stepPrice } from '../../domain/betting/ladder';

export interface OpenSlip extends PriceClickedPayload {
  /** Digits only, as typed (spec §5); '' when cleared. A cash-out hedge may carry paise ('513.74'). */
  stake: string;
  /** Filled by Cashout: the hedge's stake is to the paisa. */
  cashout?: boolean;
  /** A cash-out slip: the P&L, in rupees, the hedge leaves the player whichever runner wins. */
  cashoutValue?: number;
  /**
   * The player stepped the odds to their own price (match odds, the Betfair ladder): a price the
   * market does not offer yet is saved anyway and rests unmatched until it does (docs/betting.md).
   */
  ownPrice?: boolean;
  /** After a refusal the slip moved to the live price: the price the player had asked (the change mark). */
  changedFrom?: { price: number; size: number };
}

export type PlacementStatus = 'idle' | 'placing';

export interface BetslipState {
  slip: OpenSlip | null;
  status: PlacementStatus;
  lastError: string | null;
  stackEditorOpen: boolean;
  myMarketOpen: boolean;
  /** Take the price on offer whichever way it moved (remembered per player on this device). */
  acceptAnyOdds: boolean;
  /** While a bet is in flight: when its delay ends (epoch ms), for the slip's countdown. */
  placingEndsAt: number | null;
  /**
   * One-tap betting (off by default; remembered per player on this device): a tap on a price places
   * the bet at once with this stake, through the same workflow and delay as Submit.
   */
  oneTap: OneTap;
}

export interface OneTap {
  enabled: boolean;
  /** Whole rupees; 0 until chosen. */
  stake: number;
}

/** A label/value pair of the quick-stake buttons, slot 1 first. */
export interface StackButton {
  label: string;
  value: number;
}

// Events (past tense): what the player did. The listeners decide what follows.
export const betSubmitted = createAction('betslip/betSubmitted');
export const cashoutRequested = createAction<{ event: ClickedEvent; marketId: string }>('betslip/cashoutRequested');
export const stackButtonsSubmitted = createAction<{ buttons: StackButton[] }>('betslip/stackButtonsSubmitted');
export const acceptAnyOddsToggled = createAction<boolean>('betslip/acceptAnyOddsToggled');
/** The player turned one-tap betting on (with the stake) or off. */
export const oneTapChanged = createAction<OneTap>('betslip/oneTapChanged');

/** Twelve digits is far past any limit; more is not a stake (validateStake would refuse it anyway). */
const MAX_STAKE_DIGITS = 12;
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, MAX_STAKE_DIGITS);

const initialState: BetslipState = {
  slip: null,
  status: 'idle',
  lastError: null,
  stackEditorOpen: false,
  myMarketOpen: false,
  acceptAnyOdds: false,
  placingEndsAt: null,
  oneTap: { enabled: false, stake: 0 },
};

/** A hedge's stake keeps up to two decimals; a typed stake is digits only. */
const hedgeStake = (text: string) => {
  const [whole, ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const paise = rest.join('').slice(0, 2);
  return whole.slice(0, MAX_STAKE_DIGITS) + (rest.length > 0 ? `.${paise}` : '');
};

export const betslipSlice = createSlice({
  name: 'betslip',
  initialState,
  reducers: {
    /** A price the tap rules allow (or a cashout hedge): the slip opens on it, stake reset. */
    slipOpened(state, action: PayloadAction<PriceClickedPayload & { stake?: number; cashout?: boolean; cashoutValue?: number }>) {
      if (state.status === 'placing') return; // the bet in flight owns the slip
      const { stake, ...price } = action.payload;
      state.slip = { ...price, stake: stake === undefined ? '' : String(stake) };
      state.lastError = null;
    },
    /**
     * After 'Odds Changed!' the slip follows the market: it now holds the price on offer,
     * with the one the player asked kept for the change mark; Submit again takes the new one.
     */
    slipRepriced(state, action: PayloadAction<{ price: number; size: number }>) {
      if (!state.slip) return;
      const { price, size } = state.slip;
      state.slip.changedFrom = state.slip.changedFrom ?? { price, size };
      state.slip.price = action.payload.price;
      state.slip.size = action.payload.size;
    },
    /** The odds arrows: the slip's price moves `steps` ticks on the Betfair ladder (match odds only). */
    oddsStepped(state, action: PayloadAction<number>) {
      if (!state.slip || state.status === 'placing' || state.slip.marketKind !== 'Matchodds' || state.slip.cashout) return;
      state.slip.price = stepPrice(state.slip.price, action.payload);
      state.slip.ownPrice = true;
      state.slip.changedFrom = undefined;
      state.lastError = null;
    },
    /** The player's remembered one-tap setting, read at a tap. */
    oneTapRestored(state, action: PayloadAction<OneTap>) {
      state.oneTap = action.payload;
    },
    /** The player's remembered choice, read when a slip opens. */
    acceptAnyOddsRestored(state, action: PayloadAction<boolean>) {
      state.acceptAnyOdds = action.payload;
    },
    /** The saga knows the market's delay: the countdown runs to this moment. */
    placementTimed(state, action: PayloadAction<number>) {
      if (state.status === 'placing') state.placingEndsAt = action.payload;
    },
    slipClosed(state) {
      if (state.status === 'placing') return;
      state.slip = null;
      state.lastError = null;
    },
    stakeChanged(state, action: PayloadAction<string>) {
      if (!state.slip || state.status === 'placing') return;
      state.slip.stake = state.slip.cashout ? hedgeStake(action.payload) : digitsOnly(action.payload);
      state.lastError = null;
    },
    /** A quick-stake button sets the stake to its value. */
    quickStakeChosen(state, action: PayloadAction<number>) {
      if (!state.slip || state.status === 'placing') return;
      state.slip.stake = digitsOnly(String(action.payload));
      state.lastError = null;
    },
    stakeReset(state) {
      if (!state.slip || state.status === 'placing') return;
      state.slip.stake = '';
      state.lastError = null;
    },
    placementStarted(state) {
      state.status = 'placing';
      state.lastError = null;
      state.placingEndsAt = null;
    },
    /** The refusal the player was shown; the slip stays open so the stake can be fixed. */
    placementFailed(state, action: PayloadAction<string>) {
      state.status = 'idle';
      state.lastError = action.payload;
      state.placingEndsAt = null;
    },
    /** Spec §4: on success the slip closes and the stake is cleared. */
    betPlaced(state) {
      state.status = 'idle';
      state.slip = null;
      state.lastError = null;
      state.placingEndsAt = null;
    },
    stackEditorOpened(state) {
      state.stackEditorOpen = true;
    },
    stackEditorClosed(state) {
      state.stackEditorOpen = false;
    },
    myMarketClosed(state) {
      state.myMarketOpen = false;
    },
  },
  extraReducers: (builder) => {
    // The header's Exp button (layout's hook point) opens My Market.
    builder.addCase(exposureClicked, (state) => {
      state.myMarketOpen = true;
    });
    builder.addCase(acceptAnyOddsToggled, (state, action) => {
      state.acceptAnyOdds = action.payload;
    });
    builder.addCase(oneTapChanged, (state, action) => {
      state.oneTap = action.payload;
    });
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectSlip: (state) => state.slip,
    selectIsPlacing: (state) => state.status === 'placing',
    selectLastError: (state) => state.lastError,
    selectStackEditorOpen: (state) => state.stackEditorOpen,
    selectMyMarketOpen: (state) => state.myMarketOpen,
    selectAcceptAnyOdds: (state) => state.acceptAnyOdds,
    selectPlacingEndsAt: (state) => state.placingEndsAt,
    selectOneTap: (state) => state.oneTap,
  },
});

export const {
  slipOpened,
  slipClosed,
  stakeChanged,
  quickStakeChosen,
  stakeReset,
  placementStarted,
  placementFailed,
  betPlaced,
  stackEditorOpened,
  stackEditorClosed,
  myMarketClosed,
  slipRepriced,
  acceptAnyOddsRestored,
  placementTimed,
  oddsStepped,
  oneTapRestored,
} = betslipSlice.actions;
export const {
  selectSlip,
  selectIsPlacing,
  selectLastError,
  selectStackEditorOpen,
  selectMyMarketOpen,
  selectAcceptAnyOdds,
  selectPlacingEndsAt,
  selectOneTap,
} = betslipSlice.selectors;

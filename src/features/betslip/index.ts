// The betslip feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
export { StackButtonsForm } from './StackButtonsForm';
export { MARKET_LABEL, askedNote, rowOddsText, sideLabel } from './betLabels';
export { STACK_BUTTONS_SAVE_KEY, useFetchMatchStackBtnQuery, useUpdateMatchStackBtnMutation } from './betslipApi';
export { stackButtonsSubmitted } from './betslipSlice';
export { useLastBets, useMatchPageBets, useRunnerPositions } from './useMyBets';

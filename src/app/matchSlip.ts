// The bet slip as the match page shows it: the slip panel (desktop), the slip modal (phones) and the
// match-odds Cashout. The match page (features/match) takes them from here, and the slip
// (features/betslip) reacts to the page's price taps (features/market's priceClicked), so neither
// feature imports the other: composition across features happens in app/ (docs: conventions).
export { BetSlip } from '../features/betslip/BetSlip';
export { BetSlipModal } from '../features/betslip/BetSlipModal';
export { CashoutButton } from '../features/betslip/CashoutButton';
export { OpenBetsPanel } from '../features/betslip/OpenBetsPanel';

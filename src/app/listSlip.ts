// The bet slip as the event lists show it (in play, a sport's list): the Place Bet column beside the
// list on desktop, the slip modal on phones. The lists (features/sports) take them from here and only
// report their price taps (listPriceClicked), so neither feature imports the other.
export { ListSlipColumn, ListSlipModal, ListWithSlipLayout } from '../features/betslip/ListSlip';

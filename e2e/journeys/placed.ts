// A bet went through: 'Bet Placed Successfully', or, matched at a better price than asked (price or
// better, src/domain/betting/priceOrBetter.ts), 'Matched at X, better than your Y'.
import { MSG } from '../../src/domain/messages';

export const placedMessage = (message: string | undefined): boolean => message === MSG.betPlaced || /^Matched at /.test(message ?? '');

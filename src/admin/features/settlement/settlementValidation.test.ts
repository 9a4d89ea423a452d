// The settlement form refuses what the settle and void calls refuse (settlementRoutes.ts).
import { SETTLE_MSG, settleDraftErrors } from './settlementValidation';

test('a market id such as 1.1000042; a winner from 1; runs from 0 to 10,000; void needs no value', () => {
  expect(settleDraftErrors({ marketId: '1.1000042', kind: 'winner', value: '2' })).toEqual({});
  expect(settleDraftErrors({ marketId: '3.1000042', kind: 'runs', value: '0' })).toEqual({});
  expect(settleDraftErrors({ marketId: '1.5', kind: 'void', value: '' })).toEqual({});
  expect(settleDraftErrors({ marketId: '1.', kind: 'winner', value: '0' })).toEqual({
    marketId: SETTLE_MSG.marketId,
    value: SETTLE_MSG.winner,
  });
  expect(settleDraftErrors({ marketId: '123.4', kind: 'void', value: '' })).toEqual({ marketId: SETTLE_MSG.marketId });
  expect(settleDraftErrors({ marketId: '3.9', kind: 'runs', value: '10001' })).toEqual({ value: SETTLE_MSG.runs });
  expect(settleDraftErrors({ marketId: '3.9', kind: 'runs', value: '4.5' })).toEqual({ value: SETTLE_MSG.runs });
  expect(settleDraftErrors({ marketId: '1.9', kind: 'winner', value: '' })).toEqual({ value: SETTLE_MSG.winner });
});

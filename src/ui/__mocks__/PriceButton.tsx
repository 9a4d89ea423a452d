// Jest stand-in for PriceButton that counts renders of each price cell by its accessible name: a test
// opts in with `jest.mock('…/ui/PriceButton')` and reads the counts with
// `jest.requireMock<PriceButtonMock>('…/ui/PriceButton').renders`. The wrapper is memoised like the
// real export, so it renders exactly when the real PriceButton would; everything else is the real module.
import { memo, type ComponentProps } from 'react';

const actual = jest.requireActual<typeof import('../PriceButton')>('../PriceButton');
const renders = new Map<string, number>();

const PriceButton = memo((props: ComponentProps<typeof actual.PriceButtonView>) => {
  renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
  return <actual.PriceButtonView {...props} />;
});

export interface PriceButtonMock {
  renders: Map<string, number>;
}

module.exports = { ...actual, PriceButton, renders };

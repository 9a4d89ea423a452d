// A price cell of a market row. Its accessible name is the side's word, the runner and the price
// ('back India 1.85', 'no 6 over runs IND 52'), with '-' where nothing is offered.
import type { ComponentProps } from 'react';
import { OddsCell } from './OddsCell';

type CellProps = ComponentProps<typeof OddsCell>;

/** What every price cell of one runner's row shares. */
export type CellRunner = Pick<CellProps, 'marketKind' | 'marketId' | 'selectionId' | 'runnerName'>;

interface CellOptions extends Pick<CellProps, 'side' | 'price' | 'size' | 'best' | 'level' | 'oddsWindow'> {
  /** The side's word in the reader's language: back or lay, yes or no on a fancy session. */
  word: string;
  key?: string;
}

export function runnerCell(runner: CellRunner, { key, word, ...cell }: CellOptions) {
  return <OddsCell key={key} {...runner} {...cell} label={`${word} ${runner.runnerName} ${cell.price || '-'}`} />;
}

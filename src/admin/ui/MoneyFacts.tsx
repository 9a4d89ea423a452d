// Sums of money as "label: amount" lines of a Facts list: a player's money beside a withdrawal and on
// the player's page, the house's totals on the risk page and a market's book.
import { Fragment } from 'react';
import { Money } from './adminUi';

export interface MoneyFact {
  label: string;
  value: number;
  /** A result that can be a loss: red below 0, green above. */
  signed?: boolean;
  /** The headline sum, in large type. */
  big?: boolean;
}

export function MoneyFacts({ facts }: { facts: readonly MoneyFact[] }) {
  return (
    <>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.big ? 'big' : undefined}>
            <Money value={fact.value} signed={fact.signed} />
          </dd>
        </Fragment>
      ))}
    </>
  );
}

/** What a player has: the exposure shown as the loss it can become, the part held by withdrawals. */
export function playerMoney(
  player: { balance: number; exposure: number; reserved: number; available: number },
  { big = false } = {},
): MoneyFact[] {
  return [
    { label: 'Balance', value: player.balance, big },
    { label: 'Exposure', value: -player.exposure, signed: true },
    { label: 'Held by withdrawals', value: player.reserved },
    { label: 'Available', value: player.available },
  ];
}

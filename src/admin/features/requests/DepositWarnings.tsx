// The server's warnings beside a deposit (GET /admin/wallet-requests): the UTR or slip image claimed
// before by another deposit, the slip's amount not the typed one. Shown before the decision buttons.
import styled from 'styled-components';
import type { DepositWarning } from '../../../domain/contract/wallet';
import { Badge } from '../../ui/adminUi';

const List = styled.ul`
  list-style: none;
  margin: 10px 0 0;
  padding: 8px 10px;
  border-radius: 6px;
  border: 1px solid #f1d27a;
  background: #fff8e1;
  font-size: 13px;
  li + li {
    margin-top: 4px;
  }
`;

const TITLE: Record<DepositWarning['kind'], string> = { utr: 'Duplicate UTR', slip: 'Duplicate slip', amount: 'Amount', hold: 'On hold' };

export function DepositWarnings({ warnings }: { warnings: DepositWarning[] | undefined }) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <List aria-label="Warnings">
      {warnings.map((w, i) => (
        <li key={`${w.kind}-${w.requestId ?? i}`}>
          <strong>⚠ {TITLE[w.kind]}:</strong> {w.message}
        </li>
      ))}
    </List>
  );
}

/** The queue row's short mark: how many warnings. */
export function WarningCount({ warnings }: { warnings: DepositWarning[] | undefined }) {
  if (!warnings || warnings.length === 0) return null;
  return <Badge $tone="warn">⚠ {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}</Badge>;
}

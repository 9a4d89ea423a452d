// Beside a fancy session's ladder icon: the most the player can lose on the session with the bets
// open on it (the session's exposure, from the same domain maths the server checks saveBet with).
import styled from 'styled-components';
import { marketExposurePaise } from '../../domain/betting/exposure';
import type { OpenBet } from '../../domain/betting/types';
import { formatRupees, toRupees } from '../../domain/money';
import { useT } from '../../i18n/runtime';

const Amount = styled.span<{ $loss: boolean }>`
  flex: none;
  font-size: 12px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $loss }) => ($loss ? theme.colors.loss : theme.colors.muted)};
`;

export function SessionLoss({ bets }: { bets: readonly OpenBet[] }) {
  const t = useT();
  if (bets.length === 0) return null;
  const worst = -toRupees(marketExposurePaise(bets));
  return (
    <Amount
      $loss={worst < 0}
      data-position={worst}
      aria-label={t('Worst case {{amount}}', { amount: formatRupees(worst) })}
      title={t('Worst case on this session')}
    >
      {formatRupees(worst)}
    </Amount>
  );
}

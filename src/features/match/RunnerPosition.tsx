// The player's P&L if this runner wins, under its name on the match page: green when it wins money,
// red when it loses, with the sign written out (colour is never the only signal).
import styled from 'styled-components';
import { formatRupees } from '../../domain/money';
import { useT } from '../../i18n/runtime';

const Amount = styled.span<{ $sign: 'profit' | 'loss' | 'even' }>`
  flex: none;
  font-size: 12px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign }) => ($sign === 'profit' ? theme.colors.profit : $sign === 'loss' ? theme.colors.loss : theme.colors.muted)};
`;

export function RunnerPosition({ amount }: { amount: number }) {
  const t = useT();
  const sign = amount > 0 ? 'profit' : amount < 0 ? 'loss' : 'even';
  return (
    <Amount $sign={sign} data-position={amount} aria-label={t('Position {{amount}}', { amount: formatRupees(amount) })}>
      {amount > 0 ? '+' : ''}
      {formatRupees(amount)}
    </Amount>
  );
}

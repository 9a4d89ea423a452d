// What a settled or closed market's page shows in place of its prices: the word CLOSED at once,
// rather than prices that no longer mean anything or a silent jump back home.
import styled from 'styled-components';
import { useT } from '../../i18n/runtime';

const Box = styled.section`
  margin: 10px 0;
  padding: 18px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ theme }) => theme.colors.loss};
  border-radius: 6px;
  background: #ffffff;
  h2 {
    margin: 0 0 4px;
    font-size: 18px;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.loss};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
`;

export function ClosedNotice() {
  const t = useT();
  return (
    <Box role="status" aria-label={t('Market closed')}>
      <h2>{t('CLOSED')}</h2>
      <p>{t('This market is closed: betting has ended and prices are no longer live.')}</p>
    </Box>
  );
}

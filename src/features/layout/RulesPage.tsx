// The rules page: placeholder text only (spec §2).
import styled from 'styled-components';
import { useT } from '../../i18n/runtime';

const Box = styled.section`
  margin: 16px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  line-height: 1.6;
`;

export default function RulesPage() {
  const t = useT();
  return (
    <Box aria-label={t('Rules')}>
      <h2>{t('Rules')}</h2>
      <p>{t('Rules of the exchange will be published here.')}</p>
    </Box>
  );
}

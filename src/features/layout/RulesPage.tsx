// The rules page: placeholder text only (spec §2).
import styled from 'styled-components';

const Box = styled.section`
  margin: 16px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  line-height: 1.6;
`;

export default function RulesPage() {
  return (
    <Box aria-label="Rules">
      <h2>Rules</h2>
      <p>Rules of the exchange will be published here.</p>
    </Box>
  );
}

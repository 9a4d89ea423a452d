// What a page that a later issue fills shows until then: plainly said, never blank.
import styled from 'styled-components';

const Box = styled.section`
  margin: 24px auto;
  max-width: 560px;
  padding: 24px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function ComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      <p>{what}</p>
    </Box>
  );
}

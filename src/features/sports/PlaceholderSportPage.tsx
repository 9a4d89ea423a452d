// Sports without data (spec §2): the page shows only its name.
import styled from 'styled-components';

const Text = styled.p`
  margin: 16px;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

export default function PlaceholderSportPage({ text }: { text: string }) {
  return <Text>{text}</Text>;
}

// Sports without data (spec §2): the page shows only its name.
import styled from 'styled-components';
import { tk } from '../../i18n/keys';
import { useT } from '../../i18n/runtime';

const Text = styled.p`
  margin: 16px;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

/** The router's names that no menu holds, marked for the catalogues (the others are the menus' keys). */
const OWN_NAMES: Record<string, string> = { Intcasino: tk('Intcasino') };

export default function PlaceholderSportPage({ text }: { text: string }) {
  const t = useT();
  return <Text>{t(OWN_NAMES[text] ?? text)}</Text>;
}

// The offline banner: while the app cannot reach the server (src/api/connectivity.ts) the player is
// told so at the top of every page, under the header, rather than meeting a generic refusal seconds
// after Submit. The slip reads the same state: its price is marked stale and Submit is off.
import styled from 'styled-components';
import { useOnline } from '../../api/connectivity';
import { useT } from '../../i18n/runtime';

const Banner = styled.p`
  margin: 0;
  padding: 8px 12px;
  background: #5a1a00;
  color: #fff;
  font-size: 13.5px;
  font-weight: 700;
  text-align: center;
`;

export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  if (online) return null;
  return (
    <Banner role="alert">{t('You are offline: prices are not updating and bets cannot be placed until the connection is back.')}</Banner>
  );
}

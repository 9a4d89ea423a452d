// One error boundary per route: a crash in a page shows a way back instead of a white screen.
import { useRouteError, Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../i18n/runtime';

const Box = styled.div`
  margin: 40px auto;
  max-width: 420px;
  padding: 24px;
  text-align: center;
  background: #fff;
  border-radius: 8px;
`;

export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (error) console.error(error);
  return (
    <Box role="alert">
      <h2>{t('Something went wrong!')}</h2>
      <p>{t('Please reload the page.')}</p>
      <Link to="/">{t('Back to home')}</Link>
    </Box>
  );
}

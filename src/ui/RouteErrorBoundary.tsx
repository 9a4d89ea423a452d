// One error boundary per route: a crash in a page shows a way back instead of a white screen.
import { useRouteError, Link } from 'react-router-dom';
import styled from 'styled-components';

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
  if (error) console.error(error);
  return (
    <Box role="alert">
      <h2>Something went wrong!</h2>
      <p>Please reload the page.</p>
      <Link to="/">Back to home</Link>
    </Box>
  );
}

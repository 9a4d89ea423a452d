// What a statement or profit-loss call is doing, said in words: loading, the server's refusal (a range
// it will not read, with its reason), or the table (dimmed while a new range loads).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../api/errors';
import { ErrorNote, Loading } from './reportUi';
import { translateMessage, useT } from '../../i18n/runtime';

const Body = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s ease;
`;

export interface QueryState {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

export function ReportState({ query, what, children }: { query: QueryState; what: string; children: ReactNode }) {
  const t = useT();
  if (query.isLoading) return <Loading>{t('Loading {{what}}…', { what })}</Loading>;
  if (query.isError && !query.isFetching) {
    return (
      <ErrorNote>
        {translateMessage(serverMessage(query.error) ?? '') || t('Could not load {{what}}. Please try again.', { what })}
      </ErrorNote>
    );
  }
  return (
    <Body $stale={query.isFetching} aria-busy={query.isFetching}>
      {children}
    </Body>
  );
}

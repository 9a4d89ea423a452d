// The shape both wallet queues share: the list (oldest first) beside the selected request. On a phone
// the list comes first and the request under it.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PAGES } from '../../app/adminPaths';
import type { AdminWalletRequest } from '../../../domain/contract/wallet';
import { Columns } from '../../ui/Columns';
import { PageTitle, Panel, PanelBody } from '../../ui/adminUi';

export const QueueList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: calc(100vh - 150px);
  overflow: auto;
  @media (max-width: 900px) {
    max-height: 260px;
  }
`;

const Item = styled.li<{ $selected: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 3px 10px;
    width: 100%;
    padding: 9px 12px;
    border: 0;
    border-left: 4px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'transparent')};
    background: ${({ $selected }) => ($selected ? '#e8f2fa' : '#fff')};
    text-align: left;
    cursor: pointer;
    color: inherit;
    &:hover {
      background: ${({ $selected }) => ($selected ? '#e8f2fa' : '#f5f8fa')};
    }
  }
  strong {
    font-size: 14px;
  }
  .amount {
    text-align: right;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .meta {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .mark {
    text-align: right;
  }
`;

export function QueueItem({
  selected,
  onSelect,
  children,
  label,
}: {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
  label: string;
}) {
  return (
    <Item $selected={selected}>
      <button type="button" aria-current={selected ? 'true' : undefined} aria-label={label} onClick={onSelect}>
        {children}
      </button>
    </Item>
  );
}

export const Empty = styled.p`
  margin: 0;
  padding: 28px 12px;
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Shortcuts = styled.p`
  margin: 0;
  padding: 8px 12px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: #fafbfc;
  kbd {
    margin: 0 2px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

export const DetailGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(260px, 1fr);
  gap: 14px;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Minutes or hours since the request: a clerk works oldest first. */
export function age(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
  return `${Math.floor(minutes / 1440)} days ago`;
}

/**
 * A queue page: its title with the count, the pending list (loading, error and empty said in words)
 * with its keyboard shortcuts, and beside it the chosen request, or `idle` when nothing waits.
 */
export function QueuePage(props: {
  title: string;
  listTitle: string;
  /** The queue's state from useRequestQueue. */
  state: { queue: readonly unknown[]; isLoading: boolean; isError: boolean };
  rows: ReactNode;
  shortcuts: ReactNode;
  detail: ReactNode | null;
  idle: string;
}) {
  const { title, listTitle } = props;
  const { isLoading, isError } = props.state;
  const count = props.state.queue.length;
  return (
    <>
      <PageTitle>
        {title} <small>{count} pending · oldest first</small>
      </PageTitle>
      <Columns $columns="minmax(300px, 380px) minmax(0, 1fr)" $stackAt={900}>
        <Panel>
          <h2>{listTitle}</h2>
          {isError && <Empty role="alert">The queue could not be loaded.</Empty>}
          {!isError && (isLoading ? <Empty>Loading…</Empty> : count === 0 ? <Empty>No Record Found</Empty> : null)}
          <QueueList aria-label={listTitle}>{props.rows}</QueueList>
          <Shortcuts>{props.shortcuts}</Shortcuts>
        </Panel>
        {props.detail ??
          (!isLoading && (
            <Panel>
              <Empty>{props.idle}</Empty>
            </Panel>
          ))}
      </Columns>
    </>
  );
}

/** The chosen request: its kind and number with the player linked, what needs the clerk's eye beside them. */
export function RequestPanel({
  kind,
  request,
  flags,
  children,
}: {
  kind: 'Deposit' | 'Withdrawal';
  request: AdminWalletRequest;
  flags: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel aria-label={`${kind} ${request.id}`}>
      <header>
        <h2>
          {kind} #{request.id} · <Link to={ADMIN_PAGES.player(request.userName)}>{request.userName}</Link>
        </h2>
        {flags}
      </header>
      <PanelBody>{children}</PanelBody>
    </Panel>
  );
}

// Linked accounts: what makes two accounts look like one person. Each line names the other account
// and what it shares, the personal part masked by the server.
import { Link } from 'react-router-dom';
import { LINK_KIND_LABEL } from '../../../domain/contract/linked';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { ErrorText, Muted } from '../../ui/adminUi';
import { useLinkedAccountsQuery } from './linkedApi';

export function LinkedAccounts({ userId }: { userId: number }) {
  const { data, isLoading, isError } = useLinkedAccountsQuery(userId);
  if (isLoading) return <Muted>Loading…</Muted>;
  if (isError || !data) return <ErrorText role="alert">The linked accounts could not be loaded.</ErrorText>;
  if (!data.linked.length) return <Muted>No linked accounts.</Muted>;
  return (
    <ul aria-label="Linked accounts" style={{ margin: 0, paddingLeft: 18 }}>
      {data.linked.map((account) => (
        <li key={account.id} style={{ marginBottom: 6 }}>
          <Link to={ADMIN_PAGES.player(account.username)}>{account.username}</Link> <Muted>id {account.id}</Muted>
          <ul style={{ margin: '2px 0 0', paddingLeft: 18 }}>
            {account.shares.map((share) => (
              <li key={`${share.kind} ${share.value}`}>
                {LINK_KIND_LABEL[share.kind]}: {share.value}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

// Players: find one by user name (the admin API's search today) and create one.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { httpStatusOf } from '../../../api/errors';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Badge, ErrorText, Facts, Field, Money, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { CreatePlayerForm } from './CreatePlayerForm';
import { PLAYER_MSG } from './playerValidation';
import { useFindPlayerQuery } from './playersApi';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(280px, 1fr);
  gap: 14px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const SearchRow = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  > div { flex: 1; margin: 0; }
  button { margin-bottom: 0; }
`;

function SearchResult({ username }: { username: string }) {
  const { data, error, isFetching } = useFindPlayerQuery(username);
  if (isFetching) return <p>Searching…</p>;
  if (error) return <ErrorText role="alert">{httpStatusOf(error) === 404 ? `No player named ${username}.` : 'The search failed. Try again.'}</ErrorText>;
  if (!data) return null;
  return (
    <Panel aria-label={`Player ${data.username}`}>
      <header>
        <h2>
          <Link to={ADMIN_PAGES.player(data.username)}>{data.username}</Link>
        </h2>
        {data.lockBetting ? <Badge $tone="bad">Betting locked</Badge> : <Badge $tone="ok">Active</Badge>}
      </header>
      <PanelBody>
        <Facts>
          <dt>Balance</dt>
          <dd><Money value={data.balance} /></dd>
          <dt>Exposure</dt>
          <dd><Money value={-data.exposure} signed /></dd>
          <dt>Available</dt>
          <dd><Money value={data.available} /></dd>
          <dt>Kind</dt>
          <dd>{data.role === 'demo' ? 'Demo' : data.selfUser ? 'Signed up' : 'Created by the operator'}</dd>
        </Facts>
        <p style={{ margin: '12px 0 0' }}>
          <Link to={ADMIN_PAGES.player(data.username)}>Open {data.username}'s account →</Link>
        </p>
      </PanelBody>
    </Panel>
  );
}

export function PlayersPage() {
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError(PLAYER_MSG.search);
      return;
    }
    setError(undefined);
    setSearched(typed.trim());
  };
  return (
    <>
      <PageTitle>Players</PageTitle>
      <Grid>
        <Panel>
          <h2>Find a player</h2>
          <PanelBody>
            <SearchRow onSubmit={search} role="search" noValidate>
              <Field label="User name" value={typed} onChange={(e) => setTyped(e.target.value)} error={error} maxLength={32} autoComplete="off" />
              <SmallButton type="submit" $variant="primary">Search</SmallButton>
            </SearchRow>
            {searched && <SearchResult username={searched} />}
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Create a player</h2>
          <PanelBody>
            <CreatePlayerForm />
          </PanelBody>
        </Panel>
      </Grid>
    </>
  );
}

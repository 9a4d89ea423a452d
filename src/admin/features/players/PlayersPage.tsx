// Players: the server's list (prefix search, status, sort by balance or exposure, paged) and create one.
import styled from 'styled-components';
import { PageTitle, Panel, PanelBody } from '../../ui/adminUi';
import { CreatePlayerForm } from './CreatePlayerForm';
import { PlayersList } from './PlayersList';
import { PhoneDuplicates } from './PhoneDuplicates';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(280px, 1fr);
  gap: 14px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function PlayersPage() {
  return (
    <>
      <PageTitle>Players</PageTitle>
      <Grid>
        <PlayersList />
        <Panel>
          <h2>Create a player</h2>
          <PanelBody>
            <CreatePlayerForm />
          </PanelBody>
        </Panel>
      </Grid>
      <div style={{ height: 14 }} />
      <PhoneDuplicates />
    </>
  );
}

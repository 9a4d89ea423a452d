// Players: the server's list (prefix search, status, sort by balance or exposure, paged) and create one.
import { Columns } from '../../ui/Columns';
import { PageTitle, Panel, PanelBody } from '../../ui/adminUi';
import { CreatePlayerForm } from './CreatePlayerForm';
import { PlayersList } from './PlayersList';
import { PhoneDuplicates } from './PhoneDuplicates';

export function PlayersPage() {
  return (
    <>
      <PageTitle>Players</PageTitle>
      <Columns $columns="minmax(0, 1.3fr) minmax(280px, 1fr)" $stackAt={900}>
        <PlayersList />
        <Panel>
          <h2>Create a player</h2>
          <PanelBody>
            <CreatePlayerForm />
          </PanelBody>
        </Panel>
      </Columns>
      <div style={{ height: 14 }} />
      <PhoneDuplicates />
    </>
  );
}

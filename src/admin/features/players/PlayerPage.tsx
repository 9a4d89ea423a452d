// One player's account: money, limits and status, recent wallet requests, and the actions.
import { Link, useParams } from 'react-router-dom';
import { CompactTable } from '../../ui/CompactTable';
import { Columns } from '../../ui/Columns';
import { httpStatusOf } from '../../../api/errors';
import { formatRupees } from '../../../domain/money';
import { PLAYER_LANGUAGE_NAMES } from '../../../domain/contract/language';
import { formatWalletDate, requestTitle } from '../../../features/wallet';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Badge, ErrorText, Facts, Muted, PageTitle, Panel, PanelBody } from '../../ui/adminUi';
import { MoneyFacts, playerMoney } from '../../ui/MoneyFacts';
import { usePlayerRequestsQuery } from '../requests';
import { useFindPlayerQuery } from './playersApi';
import { PlayerHistory } from './PlayerHistory';
import { ExposureByMarket } from './ExposureByMarket';
import { LinkedAccounts } from './LinkedAccounts';
import { PlayerKyc, PlayerNotes } from './PlayerNotes';
import { AccessFacts, LastLogins, ProtectionFacts } from './PlayerSupportFacts';
import { BettingLockForm, ExposureLimitForm, LoginLockForm, MoneyForm, PasswordResetForm } from './PlayerActions';

const STATUS_TONE = { 1: 'ok', 2: 'warn', 3: 'bad' } as const;

function WalletRequests({ userId }: { userId: number }) {
  const { data = [] } = usePlayerRequestsQuery(userId);
  if (!data.length) return <Muted>No Record Found</Muted>;
  return (
    <CompactTable aria-label="Wallet requests">
      <thead>
        <tr>
          <th>Date</th>
          <th>Request</th>
          <th>Comment</th>
          <th className="n">Amount</th>
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={r.id}>
            <td>{formatWalletDate(r.RequestDate)}</td>
            <td>
              <Badge $tone={STATUS_TONE[r.Status]}>{requestTitle(r.requestType, r.Status)}</Badge>
            </td>
            <td>{r.Comment || '—'}</td>
            <td className="n">{formatRupees(r.Amount)}</td>
          </tr>
        ))}
      </tbody>
    </CompactTable>
  );
}

export function PlayerPage() {
  const { username = '' } = useParams();
  const { data: player, error, isLoading } = useFindPlayerQuery(username);
  if (isLoading) return <p>Loading…</p>;
  if (error || !player) {
    return (
      <>
        <ErrorText role="alert">
          {httpStatusOf(error) === 404 ? `No player named ${username}.` : 'The player could not be loaded.'}
        </ErrorText>
        <Link to={ADMIN_PAGES.players}>Back to players</Link>
      </>
    );
  }
  return (
    <>
      <PageTitle>
        {player.username}{' '}
        <small>
          id {player.id} · {player.role === 'demo' ? 'demo' : player.selfUser ? 'signed up' : 'created by the operator'}
        </small>
      </PageTitle>
      <Columns $columns="repeat(3, minmax(0, 1fr))" $between={{ at: 1100, columns: 'repeat(2, minmax(0, 1fr))' }} $stackAt={700}>
        <Panel aria-label="Access">
          <h2>Access</h2>
          <PanelBody>
            <AccessFacts player={player} />
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Protection limits (set by the player)</h2>
          <PanelBody>
            <ProtectionFacts player={player} />
          </PanelBody>
        </Panel>
        <Panel aria-label="KYC">
          <h2>KYC</h2>
          <PanelBody>
            <PlayerKyc userId={player.id} />
          </PanelBody>
        </Panel>
        <Panel aria-label="Notes">
          <h2>Notes (staff only)</h2>
          <PanelBody>
            <PlayerNotes userId={player.id} />
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Last log-ins</h2>
          <PanelBody>
            <LastLogins player={player} />
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Money</h2>
          <PanelBody>
            <Facts aria-label="Player's money">
              <MoneyFacts facts={[...playerMoney(player, { big: true }), { label: 'Exposure limit', value: player.exposureLimit }]} />
              <dt>Password</dt>
              <dd>{player.passwordstatus ? 'Changed by the player' : <Badge $tone="warn">Must change at log-in</Badge>}</dd>
              <dt>Language</dt>
              <dd>{player.language ? PLAYER_LANGUAGE_NAMES[player.language] : 'Not chosen (browser language)'}</dd>
            </Facts>
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Credit or debit</h2>
          <PanelBody>
            <MoneyForm player={player} />
          </PanelBody>
        </Panel>
        <Panel>
          <h2>Limits and access</h2>
          <PanelBody>
            <ExposureLimitForm key={player.exposureLimit} player={player} />
            <hr style={{ border: 0, borderTop: '1px solid #d5dbe1', margin: '12px 0' }} />
            <BettingLockForm player={player} />
            <hr style={{ border: 0, borderTop: '1px solid #d5dbe1', margin: '12px 0' }} />
            <PasswordResetForm player={player} />
            <hr style={{ border: 0, borderTop: '1px solid #d5dbe1', margin: '12px 0' }} />
            <LoginLockForm key={player.lockLogin} player={player} />
          </PanelBody>
        </Panel>
      </Columns>
      <div style={{ height: 14 }} />
      <Panel>
        <h2>Linked accounts</h2>
        <PanelBody>
          <LinkedAccounts userId={player.id} />
        </PanelBody>
      </Panel>
      <div style={{ height: 14 }} />
      <ExposureByMarket id={player.id} />
      <div style={{ height: 14 }} />
      <PlayerHistory id={player.id} />
      <div style={{ height: 14 }} />
      <Panel>
        <h2>Recent wallet requests</h2>
        <PanelBody>
          <WalletRequests userId={player.id} />
        </PanelBody>
      </Panel>
    </>
  );
}

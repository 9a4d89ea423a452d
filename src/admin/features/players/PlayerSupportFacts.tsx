// What support reads first on a player's page: whether they can log in and bet, and if not why (the
// reason, who and when, from the audit row that locked it), the player's own protection limits and
// time-out, and their last log-ins with address and device.
import styled from 'styled-components';
import { CompactTable } from '../../ui/CompactTable';
import type { AdminUser } from '../../../domain/contract/admin';
import type { LimitView } from '../../../domain/contract/protection';
import { EXCLUSION_LABEL } from '../../../domain/contract/protection';
import { formatRupees } from '../../../domain/money';
import { Badge, Facts, Muted } from '../../ui/adminUi';

const Table = styled(CompactTable)`
  th,
  td {
    padding: 5px 6px;
  }
`;

export function AccessFacts({ player }: { player: AdminUser }) {
  const lock = player.loginLock;
  return (
    <Facts aria-label="Access">
      <dt>Log-in</dt>
      <dd>{player.lockLogin ? <Badge $tone="bad">Log-in locked</Badge> : <Badge $tone="ok">Open</Badge>}</dd>
      {player.lockLogin === 1 && (
        <>
          <dt>Why locked</dt>
          <dd>{lock?.reason ?? <Muted>No reason recorded</Muted>}</dd>
          <dt>Locked by</dt>
          <dd>{lock?.by ? `${lock.by}, ${lock.at ?? ''} IST` : <Muted>Not recorded</Muted>}</dd>
        </>
      )}
      <dt>Betting</dt>
      <dd>{player.lockBetting ? <Badge $tone="bad">Locked</Badge> : <Badge $tone="ok">Open</Badge>}</dd>
    </Facts>
  );
}

function limitText(limit: LimitView): string {
  if (limit.amount === null) return 'none';
  const pending = limit.pending
    ? ` (changing to ${limit.pending.amount === null ? 'none' : formatRupees(limit.pending.amount)} from ${limit.pending.fromLabel})`
    : '';
  return `${formatRupees(limit.amount)}, ${formatRupees(limit.used)} used${pending}`;
}

export function ProtectionFacts({ player }: { player: AdminUser }) {
  const protection = player.protection;
  if (!protection) return <Muted>Not loaded.</Muted>;
  const rows = [
    ...protection.deposit.map((l) => [`Deposit limit, ${l.period}`, limitText(l)]),
    ...protection.loss.map((l) => [`Loss limit, ${l.period}`, limitText(l)]),
  ];
  return (
    <Facts aria-label="Protection limits">
      {rows.map(([label, text]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
      <dt>Time-out or exclusion</dt>
      <dd>
        {protection.exclusion ? (
          <Badge $tone="bad">
            {protection.exclusion.kind === 'timeout' ? 'Time-out' : 'Self-exclusion'} of {EXCLUSION_LABEL[protection.exclusion.length]}{' '}
            until {protection.exclusion.untilLabel}
          </Badge>
        ) : (
          'none'
        )}
      </dd>
      <dt>Reality check</dt>
      <dd>{protection.realityCheckMinutes ? `every ${protection.realityCheckMinutes} min` : 'off'}</dd>
    </Facts>
  );
}

export function LastLogins({ player }: { player: AdminUser }) {
  const logins = player.lastLogins ?? [];
  if (logins.length === 0) return <Muted>No log-in recorded.</Muted>;
  return (
    <Table aria-label="Last log-ins">
      <thead>
        <tr>
          <th>When (IST)</th>
          <th>IP address</th>
          <th>Device</th>
        </tr>
      </thead>
      <tbody>
        {logins.map((l, i) => (
          <tr key={`${l.at}-${i}`}>
            <td>{l.at}</td>
            <td>{l.ip}</td>
            <td title="The signed device cookie's id: the same id is the same browser">{l.device}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

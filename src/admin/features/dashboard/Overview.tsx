// The dashboard's first lines: what the house made today (the product charges no separate
// commission: its take is the players' net loss on settled markets, GGR), what it could lose now
// (the worst case over every open market), and the alerts nobody has acknowledged yet.
import { ADMIN_PAGES } from '../../app/adminPaths';
import { ALERT_COLUMNS, AcknowledgeButton, useAlertsQuery } from '../alerts';
import { useRiskQuery } from '../risk';
import { useMay } from '../session';
import { Money } from '../../ui/adminUi';
import { DataList } from '../../ui/DataList';
import { Cards } from './cards';
import { Figure } from './Figure';

export function Overview({ ggrToday }: { ggrToday: number | undefined }) {
  const mayRisk = useMay('markets.read');
  const risk = useRiskQuery(undefined, { pollingInterval: 30_000, skip: !mayRisk });
  const alerts = useAlertsQuery({ open: true }, { pollingInterval: 30_000 });
  return (
    <>
      <Cards aria-label="Summary">
        <Figure title="Commission today (GGR)" note="players' net loss, settled markets">
          {ggrToday === undefined ? '…' : <Money value={ggrToday} signed />}
        </Figure>
        {mayRisk && (
          <Figure title="Liability now" note="worst case, open markets" to={ADMIN_PAGES.risk}>
            {risk.data ? <Money value={risk.data.worstCase} signed /> : '…'}
          </Figure>
        )}
        <Figure title="Open alerts" note="not yet acknowledged" to={ADMIN_PAGES.alerts}>
          {alerts.data ? alerts.data.open : '…'}
        </Figure>
      </Cards>
      <div style={{ marginBottom: 14 }}>
        <DataList
          label="Open alerts"
          columns={ALERT_COLUMNS}
          rows={alerts.data?.data.slice(0, 8)}
          rowKey={(a) => a.id}
          actions={(a) => <AcknowledgeButton alert={a} />}
          empty="No open alert."
          error={alerts.error ? 'The alerts could not be loaded.' : null}
        />
      </div>
    </>
  );
}

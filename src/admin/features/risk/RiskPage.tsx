// Risk and markets: open markets ordered by the house's worst case (the server's order), refreshed
// every 2 s by RTK Query polling; the selected market's book beside them. A market id typed in opens
// any market (to suspend one nobody has bet on yet).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Columns } from '../../ui/Columns';
import { MARKET_ID_PATTERN } from '../../../domain/contract/sports';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { Badge, ErrorText, Facts, Field, Money, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { MoneyFacts } from '../../ui/MoneyFacts';
import { BOOK_POLL_MS, MarketBookPanel } from './MarketBookPanel';
import { useRiskQuery, type MarketBook } from './riskApi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { marketControlActions, selectSelectedMarket } from './marketControlSlice';

const MarketButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  cursor: pointer;
  text-align: left;
`;

function riskColumns(selected: string | null, pick: (marketId: string) => void): ReadonlyArray<ListColumn<MarketBook>> {
  return [
    { label: 'Event', align: 'wide', cell: (m) => m.eventName },
    {
      label: 'Market',
      align: 'wide',
      cell: (m) => (
        <span>
          <MarketButton type="button" aria-pressed={m.marketId === selected} onClick={() => pick(m.marketId)}>
            {m.marketName}
          </MarketButton>
          {m.marketId === selected && (
            <>
              {' '}
              <Badge $tone="info">shown</Badge>
            </>
          )}
          <br />
          <small style={{ color: '#5b6b79' }}>
            {m.marketId} · {m.kind}
          </small>
        </span>
      ),
    },
    { label: 'Matched', align: 'num', cell: (m) => <Money value={m.matched} /> },
    { label: 'Players', align: 'num', cell: (m) => m.players },
    { label: 'Worst case', align: 'num', cell: (m) => <Money value={m.worstCase} signed /> },
  ];
}

const Totals = styled(Facts)`
  grid-template-columns: repeat(3, max-content minmax(0, 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
`;

const OpenForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  > div {
    flex: 1;
    margin: 0;
  }
`;

export function RiskPage() {
  const dispatch = useAdminDispatch();
  const { data, isError, isLoading } = useRiskQuery(undefined, { pollingInterval: BOOK_POLL_MS, skipPollingIfUnfocused: true });
  const selected = useAdminSelector(selectSelectedMarket);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(MARKET_ID_PATTERN).test(typed.trim())) {
      setTypedError('Type a market id such as 1.1000042.');
      return;
    }
    setTypedError(undefined);
    dispatch(marketControlActions.marketSelected(typed.trim()));
  };
  return (
    <>
      <PageTitle>
        Risk and markets <small>refreshed every 2 s · worst case first</small>
      </PageTitle>
      <Columns $columns="minmax(0, 1.5fr) minmax(320px, 1fr)" $stackAt={1000}>
        <div style={{ display: 'grid', gap: 14 }}>
          <Panel>
            <h2>House position</h2>
            <PanelBody>
              {isError && <ErrorText role="alert">The risk view could not be loaded.</ErrorText>}
              {data && (
                <Totals aria-label="House totals">
                  <MoneyFacts
                    facts={[
                      { label: 'Worst case', value: data.worstCase, signed: true },
                      { label: 'Matched', value: data.matched },
                      { label: "Players' exposure", value: data.playersExposure },
                    ]}
                  />
                </Totals>
              )}
              {data && data.playersBelowExposure.length > 0 && (
                <p style={{ margin: '10px 0 0' }}>
                  <Badge $tone="bad">Below exposure</Badge>{' '}
                  {data.playersBelowExposure.map((p) => `${p.username} (short ₹${p.shortfall.toFixed(2)})`).join(', ')}
                </p>
              )}
            </PanelBody>
          </Panel>
          <DataList
            label="Open markets"
            title="Open markets with bets"
            columns={riskColumns(selected, (marketId) => dispatch(marketControlActions.marketSelected(marketId)))}
            rows={isLoading ? undefined : (data?.markets ?? [])}
            rowKey={(m) => m.marketId}
          />
        </div>
        <div style={{ display: 'grid', gap: 14 }}>
          <Panel>
            <h2>Open a market</h2>
            <PanelBody>
              <OpenForm onSubmit={open} noValidate>
                <Field label="Market id" value={typed} onValue={setTyped} error={typedError} autoComplete="off" placeholder="1.1000042" />
                <SmallButton type="submit" $variant="primary">
                  Open
                </SmallButton>
              </OpenForm>
            </PanelBody>
          </Panel>
          {selected && <MarketBookPanel key={selected} marketId={selected} />}
        </div>
      </Columns>
    </>
  );
}

// Before a settle or void is confirmed: what it would do to the money, from the server's read-only
// preview (the same betting maths as the risk book and the settlement): bets won, lost, voided and
// lapsed, what the players are paid and what is taken from them, and the house's net.
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Money } from '../../ui/adminUi';
import { useSettlePreviewQuery, type PreviewArgs } from './settlementApi';
import type { SettleDraft } from './settlementValidation';

const Box = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 2px 12px;
  margin: 0 0 10px;
  padding: 8px 10px;
  border-radius: 6px;
  background: #fff;
  border: 1px solid #eef1f4;
  font-size: 13px;
  dt {
    color: #5b6b79;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dd.net {
    font-weight: 700;
  }
`;

/** The preview's question for a draft, or null for a rollback (it reverses entries already booked). */
export function previewArgs(draft: SettleDraft): PreviewArgs | null {
  if (draft.kind === 'void') return { marketId: draft.marketId, void: true };
  if (draft.kind === 'winner') return { marketId: draft.marketId, winnerSelectionId: Number(draft.value) };
  if (draft.kind === 'runs') return { marketId: draft.marketId, runs: Number(draft.value) };
  return null;
}

export function SettlePreviewBox({ draft }: { draft: SettleDraft }) {
  const args = previewArgs(draft);
  const { data, error, isFetching } = useSettlePreviewQuery(args ?? { marketId: '', void: true }, { skip: args === null });
  if (args === null) return null;
  if (error) return <ErrorText role="alert">{serverMessage(error) ?? 'The preview could not load.'}</ErrorText>;
  if (!data || isFetching) return <p>Working out the money…</p>;
  return (
    <Box aria-label="Money if confirmed">
      <dt>Bets that win / lose</dt>
      <dd>
        {data.betsWon} / {data.betsLost}
      </dd>
      <dt>Bets void / lapsed (unmatched)</dt>
      <dd>
        {data.betsVoided} / {data.betsLapsed}
      </dd>
      <dt>Players</dt>
      <dd>{data.players}</dd>
      <dt>Paid to players</dt>
      <dd>
        <Money value={data.paid} />
      </dd>
      <dt>Taken from players</dt>
      <dd>
        <Money value={data.taken} />
      </dd>
      <dt>House net</dt>
      <dd className="net">
        <Money value={data.houseNet} signed />
      </dd>
    </Box>
  );
}

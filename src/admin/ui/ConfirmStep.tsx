// The second step of an action that moves money or changes an account: the form's summary, then
// "Confirm" or "Back". The caller sends only from Confirm.
import styled from 'styled-components';
import { SmallButton } from './adminUi';

const Box = styled.div`
  margin-top: 8px;
  padding: 10px 12px;
  border-radius: 6px;
  background: #fff8e1;
  border: 1px solid #f1d27a;
  font-size: 13.5px;
  p {
    margin: 0 0 8px;
    font-weight: 600;
  }
  div {
    display: flex;
    gap: 8px;
  }
`;

export function ConfirmStep({
  summary,
  pending,
  onConfirm,
  onCancel,
  danger,
}: {
  summary: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <Box role="group" aria-label="Confirm">
      <p>{summary}</p>
      <div>
        <SmallButton type="button" $variant={danger ? 'reject' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? 'Saving…' : 'Confirm'}
        </SmallButton>
        <SmallButton type="button" disabled={pending} onClick={onCancel}>
          Back
        </SmallButton>
      </div>
    </Box>
  );
}

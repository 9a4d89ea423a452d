// The Place Bet slip, laid out only: betting (stake entry, quick stakes, Submit) arrives with the
// betting issue, and the panel says so instead of pretending to work.
import styled from 'styled-components';
import { DEFAULT_MATCH_STAKES } from '../../domain/constants';
import { Notice, SideHead, SidePanel } from './sideStyles';

const Slip = styled.div`
  padding: 8px 10px 10px;
  opacity: 0.6;
  table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
  th { text-align: left; padding: 4px; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  td { padding: 4px; }
  input { width: 100%; min-height: 32px; padding: 4px 6px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 3px; background: #f7f9fb; }
`;

const Stakes = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 4px;
  margin: 8px 0;
  button { min-height: 30px; border: 0; border-radius: 3px; background: #dfe6ec; font-size: 12px; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  button { flex: 1; min-height: 34px; border: 0; border-radius: 3px; font-weight: 700; }
  .edit { background: #1a6fa3; color: #fff; }
  .reset { background: #d0021b; color: #fff; }
  .submit { background: #0a8a3a; color: #fff; }
`;

export function PlaceBetPanel() {
  return (
    <SidePanel aria-label="Place Bet">
      <SideHead>
        <span>Place Bet</span>
      </SideHead>
      <Notice>Betting is not open yet: the bet slip arrives with the betting issue. Prices here are live.</Notice>
      <Slip aria-disabled="true">
        <table>
          <thead>
            <tr>
              <th scope="col">(Bet for)</th>
              <th scope="col">Odds</th>
              <th scope="col">Stake</th>
              <th scope="col">Profit</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>-</td>
              <td>
                <input aria-label="Odds" disabled value="" readOnly />
              </td>
              <td>
                <input aria-label="Stake" disabled value="" readOnly />
              </td>
              <td>0</td>
            </tr>
          </tbody>
        </table>
        <Stakes>
          {DEFAULT_MATCH_STAKES.map((stake) => (
            <button key={stake} type="button" disabled>
              {stake}
            </button>
          ))}
        </Stakes>
        <Actions>
          <button type="button" className="edit" disabled>Edit</button>
          <button type="button" className="reset" disabled>Reset</button>
          <button type="button" className="submit" disabled>Submit</button>
        </Actions>
      </Slip>
    </SidePanel>
  );
}

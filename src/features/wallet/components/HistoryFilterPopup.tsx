// The history filter (spec §5): a date range and the status checkboxes, where 'All' toggles all
// three and choosing all three turns 'All' on. The draft lives here until Apply.
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ActionForm } from '../../../ui/ActionForm';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { walletActions, selectHistory, type HistoryFilter, type WalletStatusCode } from '../walletSlice';
import { ALL_STATUSES, isAll, STATUS_NAMES, toggleAll, toggleStatus } from '../historyFilter';
import { WalletPopup } from './WalletPopup';
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const Boxes = styled.fieldset`
  margin: 0 0 16px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  legend {
    padding: 0 4px;
    font-size: 13px;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** From and To; each bounds the other's calendar, so the range cannot turn over. */
function dateEnds({ fromDate, toDate }: HistoryFilter) {
  return [
    { label: tk('From date'), end: 'fromDate', bounds: { max: toDate } },
    { label: tk('To date'), end: 'toDate', bounds: { min: fromDate } },
  ] as const;
}

function FilterForm({ applied }: { applied: HistoryFilter }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(applied);
  const setStatuses = (statuses: WalletStatusCode[]) => setDraft((previous) => ({ ...previous, statuses }));
  return (
    <ActionForm onSubmit={() => dispatch(walletActions.historyFilterApplied(draft))}>
      <Dates>
        {dateEnds(draft).map(({ label, end, bounds }) => (
          <TextField
            key={end}
            label={t(label)}
            type="date"
            value={draft[end]}
            {...bounds}
            onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
          />
        ))}
      </Dates>
      <Boxes>
        <legend>{t('Status')}</legend>
        <label>
          <input type="checkbox" checked={isAll(draft.statuses)} onChange={() => setStatuses(toggleAll(draft.statuses))} /> {t('All')}
        </label>
        {ALL_STATUSES.map((status) => (
          <label key={status}>
            <input
              type="checkbox"
              checked={draft.statuses.includes(status)}
              onChange={() => setStatuses(toggleStatus(draft.statuses, status))}
            />
            {t(STATUS_NAMES[status])}
          </label>
        ))}
      </Boxes>
      <Button type="submit" $variant="secondary" $block disabled={draft.statuses.length === 0 || !draft.fromDate || !draft.toDate}>
        {t('Apply')}
      </Button>
    </ActionForm>
  );
}

export function HistoryFilterPopup() {
  const t = useT();
  const { filter, filterOpen } = useAppSelector(selectHistory);
  if (!filterOpen || !filter) return null;
  return (
    <WalletPopup title={t('Filter')} closed={walletActions.historyFilterClosed}>
      <FilterForm applied={filter} />
    </WalletPopup>
  );
}

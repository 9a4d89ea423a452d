// Deposit or loss limits per day, week and month: what is in force, what is used and left, a raise or
// removal pending until its 24 hours are up; set or remove one. The server decides everything.
import { useState, type FormEvent } from 'react';
import {
  LIMIT_MAX_RUPEES,
  LIMIT_MIN_RUPEES,
  LIMIT_PERIODS,
  PERIOD_NAME,
  inr,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
} from '../../domain/contract/protection';
import { Button } from '../../ui/Button';
import { useSetLimitMutation } from './protectionApi';
import { Answer, Card, FormRow, LimitTable } from './protectionUi';

const TITLE: Record<LimitKind, string> = { deposit: 'Deposit limits', loss: 'Loss limits' };
const ABOUT: Record<LimitKind, string> = {
  deposit: 'Deposits you ask for in the last 24 hours, 7 days or 30 days (pending or approved) count against these.',
  loss: 'Your net loss on markets settled in the period plus the worst case of your open bets counts against these.',
};
const cap = (text: string) => text[0].toUpperCase() + text.slice(1);

export function LimitsCard({ kind, limits }: { kind: LimitKind; limits: LimitView[] }) {
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [setLimit, result] = useSetLimitMutation();
  const id = `${kind}-limit`;

  const submit = (event: FormEvent, remove = false) => {
    event.preventDefault();
    void setLimit({ kind, period, amount: remove ? null : Number(amount) });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{TITLE[kind]}</h2>
      <div>
        <p>{ABOUT[kind]} Lowering a limit takes effect at once; raising or removing one takes effect after 24 hours.</p>
        <LimitTable aria-label={TITLE[kind]}>
          <thead>
            <tr>
              <th>Period</th>
              <th>Limit</th>
              <th>Used</th>
              <th>Left</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((limit) => (
              <tr key={limit.period}>
                <td>{cap(PERIOD_NAME[limit.period])}</td>
                <td>
                  {limit.amount === null ? 'None' : inr(limit.amount)}
                  {limit.pending && (
                    <div className="pending">
                      {limit.pending.amount === null ? 'Removal' : inr(limit.pending.amount)} pending until {limit.pending.fromLabel}
                    </div>
                  )}
                </td>
                <td>{inr(limit.used)}</td>
                <td>{limit.left === null ? '—' : inr(limit.left)}</td>
              </tr>
            ))}
          </tbody>
        </LimitTable>
        <FormRow onSubmit={(event) => submit(event)} aria-label={`Set a ${kind} limit`}>
          <label>
            Period
            <select value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)} name={`${kind}-period`}>
              {LIMIT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {cap(PERIOD_NAME[p])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {`${cap(kind)} limit (₹)`}
            <input
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
              placeholder={`${LIMIT_MIN_RUPEES} – ${LIMIT_MAX_RUPEES}`}
              name={`${kind}-amount`}
            />
          </label>
          <Button type="submit" $variant="secondary" disabled={result.isLoading || amount === ''}>
            Set limit
          </Button>
          <Button type="button" $variant="ghost" disabled={result.isLoading} onClick={(event) => submit(event, true)}>
            Remove limit
          </Button>
        </FormRow>
        <Answer ok={result.data?.message} error={result.error} />
      </div>
    </Card>
  );
}

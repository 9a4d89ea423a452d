// Deposit or loss limits per day, week and month: what is in force, what is used and left, a raise or
// removal pending until its 24 hours are up; set or remove one. The server decides everything.
import { useState, type FormEvent } from 'react';
import {
  LIMIT_MAX_RUPEES,
  LIMIT_MIN_RUPEES,
  LIMIT_PERIODS,
  inr,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
} from '../../domain/contract/protection';
import { Button } from '../../ui/Button';
import { useSetLimitMutation } from './protectionApi';
import { Answer, Card, ChoiceSelect, FormRow, LimitTable } from './protectionUi';
import { tk } from '../../i18n/keys';
import { useT } from '../../i18n/runtime';

const TITLE: Record<LimitKind, string> = { deposit: tk('Deposit limits'), loss: tk('Loss limits') };
const ABOUT: Record<LimitKind, string> = {
  deposit: tk('Deposits you ask for in the last 24 hours, 7 days or 30 days (pending or approved) count against these.'),
  loss: tk('Your net loss on markets settled in the period plus the worst case of your open bets counts against these.'),
};
const PERIOD_TITLE: Record<LimitPeriod, string> = { day: tk('Daily'), week: tk('Weekly'), month: tk('Monthly') };
const SET_LIMIT: Record<LimitKind, string> = { deposit: tk('Set a deposit limit'), loss: tk('Set a loss limit') };
const AMOUNT_LABEL: Record<LimitKind, string> = { deposit: tk('Deposit limit (₹)'), loss: tk('Loss limit (₹)') };

export function LimitsCard({ kind, limits }: { kind: LimitKind; limits: LimitView[] }) {
  const t = useT();
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
      <h2 id={`${id}-title`}>{t(TITLE[kind])}</h2>
      <div>
        <p>
          {t(ABOUT[kind])} {t('Lowering a limit takes effect at once; raising or removing one takes effect after 24 hours.')}
        </p>
        <LimitTable aria-label={t(TITLE[kind])}>
          <thead>
            <tr>
              <th>{t('Period')}</th>
              <th>{t('Limit')}</th>
              <th>{t('Used')}</th>
              <th>{t('Left')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((limit) => (
              <tr key={limit.period}>
                <td>{t(PERIOD_TITLE[limit.period])}</td>
                <td>
                  {limit.amount === null ? t('None') : inr(limit.amount)}
                  {limit.pending && (
                    <div className="pending">
                      {t('{{change}} pending until {{from}}', {
                        change: limit.pending.amount === null ? t('Removal') : inr(limit.pending.amount),
                        from: limit.pending.fromLabel,
                      })}
                    </div>
                  )}
                </td>
                <td>{inr(limit.used)}</td>
                <td>{limit.left === null ? '—' : inr(limit.left)}</td>
              </tr>
            ))}
          </tbody>
        </LimitTable>
        <FormRow onSubmit={(event) => submit(event)} aria-label={t(SET_LIMIT[kind])}>
          <ChoiceSelect
            label={t('Period')}
            value={period}
            choices={LIMIT_PERIODS}
            titles={PERIOD_TITLE}
            onChange={setPeriod}
            name={`${kind}-period`}
          />
          <label>
            {t(AMOUNT_LABEL[kind])}
            <input
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
              placeholder={`${LIMIT_MIN_RUPEES} – ${LIMIT_MAX_RUPEES}`}
              name={`${kind}-amount`}
            />
          </label>
          <Button type="submit" $variant="secondary" disabled={result.isLoading || amount === ''}>
            {t('Set limit')}
          </Button>
          <Button type="button" $variant="ghost" disabled={result.isLoading} onClick={(event) => submit(event, true)}>
            {t('Remove limit')}
          </Button>
        </FormRow>
        <Answer ok={result.data?.message} error={result.error} />
      </div>
    </Card>
  );
}

// A player's account actions, each with its reason and a confirmation step: credit, or debit through
// the debit call (never below exposure + held: 'Insufficient Funds!'), exposure limit, betting lock,
// password reset and log-in lock (the reason of an account change goes in the audit log).
import { useState } from 'react';
import type { AdminUser } from '../../../domain/contract/admin';
import { formatRupees } from '../../../domain/money';
import { Field, Muted, Select, SmallButton } from '../../ui/adminUi';
import {
  changeReasonError,
  exposureLimitError,
  moneyErrors,
  passwordError,
  reasonError,
  REMARK_MAX,
  type MoneyDraft,
} from './playerValidation';
import { ConfirmOrAsk } from './ConfirmOrAsk';
import { usePlayerForm } from './usePlayerForm';
import { draftField } from '../../ui/useListFilter';

/** Whom each reason field speaks to: the console says it beside the field. */
export const REASON_AUDIENCE = {
  internal: 'Staff only: kept in the audit log; the player does not see it.',
  statement: 'The player sees it: it is the line on their statement.',
  loginLock: 'Staff only: the player reads only "Your account is locked. Please contact support."',
} as const;

/** The reason of an account change, for the audit log. */
function ReasonField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field
      label={label}
      hint={<Audience>{REASON_AUDIENCE.internal}</Audience>}
      name={`${id}-reason`}
      value={value}
      onValue={onChange}
      error={error}
      maxLength={REMARK_MAX}
      autoComplete="off"
    />
  );
}

function Audience({ children }: { children: string }) {
  return <Muted style={{ display: 'block', fontSize: 12, marginTop: 2 }}>{children}</Muted>;
}

export function MoneyForm({ player }: { player: AdminUser }) {
  const empty: MoneyDraft = { direction: 'credit', amount: '', reason: '' };
  const [draft, setDraft] = useState(empty);
  const [shown, setShown] = useState<ReturnType<typeof moneyErrors>>({});
  const form = usePlayerForm('money', () => setDraft(empty));
  const bind = draftField(draft, setDraft, shown);
  const submit = form.submitChecked(() => moneyErrors(draft, player.available), setShown);
  const amount = Number(draft.amount);
  return (
    <form onSubmit={submit} noValidate aria-label="Credit or debit">
      <label style={{ display: 'block', fontSize: 12, fontWeight: 700, color: '#5b6b79', marginBottom: 4 }} htmlFor="money-direction">
        CREDIT OR DEBIT
      </label>
      <Select
        id="money-direction"
        value={draft.direction}
        onChange={(e) => setDraft({ ...draft, direction: e.target.value as MoneyDraft['direction'] })}
      >
        <option value="credit">Credit (add money)</option>
        <option value="debit">Debit (take money)</option>
      </Select>
      <div style={{ height: 10 }} />
      <Field
        label="Amount (₹)"
        inputMode="decimal"
        {...bind('amount')}
        hint={draft.direction === 'debit' ? `At most ${formatRupees(player.available)}: exposure and held withdrawals stay.` : undefined}
      />
      <Field
        label="Reason (on the player's statement)"
        hint={<Audience>{REASON_AUDIENCE.statement}</Audience>}
        {...bind('reason')}
        maxLength={250}
      />
      <ConfirmOrAsk
        form={form}
        summary={`${draft.direction === 'debit' ? 'Debit' : 'Credit'} ${formatRupees(amount)} ${draft.direction === 'debit' ? 'from' : 'to'} ${player.username} — "${draft.reason.trim()}"?`}
        danger={draft.direction === 'debit'}
        onConfirm={() => form.send({ form: 'money', id: player.id, direction: draft.direction, amount, reason: draft.reason.trim() })}
      >
        <SmallButton type="submit" $variant="primary">
          {draft.direction === 'debit' ? 'Debit' : 'Credit'}
        </SmallButton>
      </ConfirmOrAsk>
    </form>
  );
}

export function ExposureLimitForm({ player }: { player: AdminUser }) {
  const [limit, setLimit] = useState(String(player.exposureLimit));
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<{ limit?: string; reason?: string }>({});
  const form = usePlayerForm('limit', () => setReason(''));
  const submit = form.submitChecked(() => ({ limit: exposureLimitError(limit), reason: changeReasonError(reason) }), setShown);
  return (
    <form onSubmit={submit} noValidate aria-label="Exposure limit">
      <Field label="Exposure limit (₹)" inputMode="decimal" value={limit} onValue={setLimit} error={shown.limit} />
      <ReasonField id="limit" label="Reason for the limit change" value={reason} onChange={setReason} error={shown.reason} />
      <ConfirmOrAsk
        form={form}
        summary={`Set ${player.username}'s exposure limit from ${formatRupees(player.exposureLimit)} to ${formatRupees(Number(limit))}?`}
        onConfirm={() => form.send({ form: 'limit', id: player.id, body: { exposureLimit: Number(limit), reason: reason.trim() } })}
      >
        <SmallButton type="submit">Save limit</SmallButton>
      </ConfirmOrAsk>
    </form>
  );
}

/** A player action behind one reason: the confirmation is asked for only once the reason passes `check`. */
function useReasonAction(action: 'lock' | 'login', check: (reason: string) => string | undefined) {
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<string | undefined>();
  const form = usePlayerForm(action, () => setReason(''));
  const ask = () => {
    const error = check(reason);
    setShown(error);
    if (!error) form.askConfirmation();
  };
  return { reason, setReason, shown, form, ask };
}

export function BettingLockForm({ player }: { player: AdminUser }) {
  const { reason, setReason, shown, form, ask } = useReasonAction('lock', changeReasonError);
  const next = player.lockBetting ? 0 : 1;
  return (
    <div role="group" aria-label="Betting lock">
      <ReasonField
        id="lock"
        label={player.lockBetting ? 'Reason for unlocking betting' : 'Reason for the betting lock'}
        value={reason}
        onChange={setReason}
        error={shown}
      />
      <ConfirmOrAsk
        form={form}
        summary={next ? `Lock betting for ${player.username}? Their open bets stay.` : `Let ${player.username} bet again?`}
        danger={!!next}
        onConfirm={() => form.send({ form: 'lock', id: player.id, body: { lockBetting: next, reason: reason.trim() } })}
      >
        <SmallButton type="button" $variant={next ? 'reject' : 'approve'} onClick={ask}>
          {next ? 'Lock betting' : 'Unlock betting'}
        </SmallButton>
      </ConfirmOrAsk>
    </div>
  );
}

export function PasswordResetForm({ player }: { player: AdminUser }) {
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<{ password?: string; reason?: string }>({});
  const form = usePlayerForm('password', () => {
    setPassword('');
    setReason('');
  });
  const submit = form.submitChecked(() => ({ password: passwordError(password), reason: changeReasonError(reason) }), setShown);
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={shown.password}
      />
      <ReasonField id="password" label="Reason for the password reset" value={reason} onChange={setReason} error={shown.reason} />
      <ConfirmOrAsk
        form={form}
        summary={`Reset ${player.username}'s password? They must change it at the next log-in.`}
        danger
        onConfirm={() => form.send({ form: 'password', id: player.id, body: { password, reason: reason.trim() } })}
      >
        <SmallButton type="submit">Reset password</SmallButton>
      </ConfirmOrAsk>
    </form>
  );
}

export function LoginLockForm({ player }: { player: AdminUser }) {
  const { reason, setReason, shown, form, ask } = useReasonAction('login', reasonError);
  // One button, by the state: a locked player can only be unlocked, an open one only locked.
  const lock = player.lockLogin !== 1;
  return (
    <div role="group" aria-label="Log-in lock">
      <Field
        label={lock ? 'Reason for the log-in lock' : 'Reason for unlocking the log-in'}
        hint={<Audience>{REASON_AUDIENCE.loginLock}</Audience>}
        value={reason}
        onValue={setReason}
        error={shown}
        maxLength={250}
      />
      <ConfirmOrAsk
        form={form}
        summary={
          lock ? `Lock ${player.username}'s log-in? They are signed out everywhere at once.` : `Let ${player.username} log in again?`
        }
        danger={lock}
        onConfirm={() => form.send({ form: 'login', id: player.id, lock, reason: reason.trim() })}
      >
        {lock ? (
          <SmallButton type="button" $variant="reject" onClick={ask}>
            Lock log-in
          </SmallButton>
        ) : (
          <SmallButton type="button" $variant="approve" onClick={ask}>
            Unlock log-in
          </SmallButton>
        )}
      </ConfirmOrAsk>
    </div>
  );
}

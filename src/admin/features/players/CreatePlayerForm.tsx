// Create a player (POST /api/admin/users): they must change the password at their first log-in.
import { useState, type FormEvent } from 'react';
import { ErrorText, Field, SmallButton } from '../../ui/adminUi';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { formatRupees } from '../../../domain/money';
import { createPlayerErrors, type CreatePlayerDraft } from './playerValidation';
import { usePlayerForm } from './usePlayerForm';

const EMPTY: CreatePlayerDraft = { username: '', password: '', credit: '0', exposureLimit: '0' };

export function CreatePlayerForm() {
  const [draft, setDraft] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<keyof CreatePlayerDraft, string>>>({});
  const form = usePlayerForm('create', () => setDraft(EMPTY));
  const set = (field: keyof CreatePlayerDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = createPlayerErrors(draft);
    setShown(errors);
    if (Object.keys(errors).length === 0) form.askConfirmation();
  };
  const body = {
    username: draft.username.trim(),
    password: draft.password,
    credit: Number(draft.credit || 0),
    exposureLimit: Number(draft.exposureLimit || 0),
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Create a player">
      <Field label="User name" value={draft.username} onChange={set('username')} error={shown.username} autoComplete="off" />
      <Field
        label="Password"
        type="password"
        value={draft.password}
        onChange={set('password')}
        error={shown.password}
        autoComplete="new-password"
      />
      <Field label="Opening credit (₹)" inputMode="decimal" value={draft.credit} onChange={set('credit')} error={shown.credit} />
      <Field
        label="Exposure limit (₹)"
        inputMode="decimal"
        value={draft.exposureLimit}
        onChange={set('exposureLimit')}
        error={shown.exposureLimit}
      />
      {form.serverError && <ErrorText role="alert">{form.serverError}</ErrorText>}
      {form.confirming ? (
        <ConfirmStep
          summary={`Create ${body.username} with ${formatRupees(body.credit)} and an exposure limit of ${formatRupees(body.exposureLimit)}?`}
          pending={form.pending}
          onConfirm={() => form.send({ form: 'create', body })}
          onCancel={form.cancel}
        />
      ) : (
        <SmallButton type="submit" $variant="primary">
          Create player
        </SmallButton>
      )}
    </form>
  );
}

// Create a player (POST /api/admin/users): they must change the password at their first log-in.
import { useState } from 'react';
import { Field, SmallButton } from '../../ui/adminUi';
import { formatRupees } from '../../../domain/money';
import { createPlayerErrors, type CreatePlayerDraft } from './playerValidation';
import { ConfirmOrAsk } from './ConfirmOrAsk';
import { usePlayerForm } from './usePlayerForm';
import { draftField } from '../../ui/useListFilter';

const EMPTY: CreatePlayerDraft = { username: '', password: '', credit: '0', exposureLimit: '0' };

export function CreatePlayerForm() {
  const [draft, setDraft] = useState(EMPTY);
  const [shown, setShown] = useState<Partial<Record<keyof CreatePlayerDraft, string>>>({});
  const form = usePlayerForm('create', () => setDraft(EMPTY));
  const bind = draftField(draft, setDraft, shown);
  const submit = form.submitChecked(() => createPlayerErrors(draft), setShown);
  const body = {
    username: draft.username.trim(),
    password: draft.password,
    credit: Number(draft.credit || 0),
    exposureLimit: Number(draft.exposureLimit || 0),
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Create a player">
      <Field label="User name" {...bind('username')} autoComplete="off" />
      <Field label="Password" type="password" {...bind('password')} autoComplete="new-password" />
      <Field label="Opening credit (₹)" inputMode="decimal" {...bind('credit')} />
      <Field label="Exposure limit (₹)" inputMode="decimal" {...bind('exposureLimit')} />
      <ConfirmOrAsk
        form={form}
        summary={`Create ${body.username} with ${formatRupees(body.credit)} and an exposure limit of ${formatRupees(body.exposureLimit)}?`}
        onConfirm={() => form.send({ form: 'create', body })}
      >
        <SmallButton type="submit" $variant="primary">
          Create player
        </SmallButton>
      </ConfirmOrAsk>
    </form>
  );
}

// The change-password form of the page and of the forced modal (spec §2, §5, §8). Spaces are dropped
// as typed. The form dispatches passwordChangeSubmitted; the password listener calls the server and the
// form shows its answer; on success the session listener toasts and signs the player out after 1 s.
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { httpStatusOf, isNetworkError, serverField } from '../../api/errors';
import { MSG } from '../../domain/messages';
import { Button } from '../../ui/Button';
import { PasswordField } from './PasswordField';
import { CHANGE_PASSWORD_CACHE_KEY, useChangePasswordMutation } from './authApi';
import { passwordChangeSubmitted, selectUserId } from './authSlice';
import { translateMessage, useT } from '../../i18n/runtime';
import { changePasswordError, withoutSpaces, type ChangePasswordForm as Form } from './validation';

const Message = styled.p<{ $kind: 'error' | 'success' }>`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-radius: 6px;
  font-weight: 600;
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.loss : theme.colors.profit)};
  background: ${({ $kind }) => ($kind === 'error' ? '#fdecee' : '#e6f6ec')};
  border: 1px solid currentColor;
`;

const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };
type Outcome = { kind: 'error' | 'success'; text: string } | null;

/** What the player is told when the server refuses (spec §8). */
function refusalText(error: unknown): string {
  if (isNetworkError(error)) return MSG.networkError;
  if (httpStatusOf(error) === 400) return serverField(error, 'error') ?? MSG.unexpectedError;
  return MSG.unexpectedError;
}

/** The one message the form shows: its own check first, then the server's answer. */
function outcomeOf(invalid: string | null, answer: { isSuccess: boolean; isError: boolean; error?: unknown }): Outcome {
  if (invalid) return { kind: 'error', text: invalid };
  if (answer.isSuccess) return { kind: 'success', text: MSG.passwordChanged };
  if (answer.isError) return { kind: 'error', text: refusalText(answer.error) };
  return null;
}

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const t = useT();
  const userId = useAppSelector(selectUserId);
  // The listener's call, read through the shared key; forgotten when the form closes.
  const [, answer] = useChangePasswordMutation({ fixedCacheKey: CHANGE_PASSWORD_CACHE_KEY });
  const { isLoading, isSuccess, isError, error, reset } = answer;
  useEffect(() => reset, [reset]);
  const [form, setForm] = useState<Form>(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const outcome = outcomeOf(invalid, { isSuccess, isError, error });
  const done = isSuccess;

  if (!userId) return <Navigate to="/login" replace />;

  const edit = (field: keyof Form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((previous) => ({ ...previous, [field]: withoutSpaces(event.target.value) }));
    setInvalid(null);
    if (isError) reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || done) return;
    const problem = changePasswordError(form);
    setInvalid(problem ?? null);
    if (problem) return;
    if (isError) reset();
    dispatch(passwordChangeSubmitted({ userId, oldPassword: form.oldPassword.trim(), newPassword: form.newPassword.trim() }));
  };

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <PasswordField label={label} autoComplete={autoComplete} value={form[name]} onChange={edit(name)} disabled={done} />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('Change Password')}>
      {outcome && (
        <Message $kind={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {translateMessage(outcome.text)}
        </Message>
      )}
      {field('oldPassword', t('Current Password'), 'current-password')}
      {field('newPassword', t('New Password'), 'new-password')}
      {field('confirmPassword', t('Confirm New Password'), 'new-password')}
      <Button type="submit" $block disabled={isLoading || done}>
        {t('Change Password')}
      </Button>
    </form>
  );
}

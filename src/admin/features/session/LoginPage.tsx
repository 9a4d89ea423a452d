// A staff member's log-in (POST /api/admin/login). An account with two-factor on is asked for the code
// from the authenticator app once the password is right (the server says a code is needed). After an
// idle session ended, it says so and returns to the page the person was on.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { Field, ErrorText, SmallButton } from '../../ui/adminUi';
import { selectLoginError, selectLoginPending, selectSessionNotice, sessionActions } from './sessionSlice';
import { STAFF_MSG } from '../../../domain/contract/staff';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.header} 0%, #163d57 100%);
`;

const Card = styled.form`
  width: 100%;
  max-width: 360px;
  padding: 24px 22px 20px;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
  h1 {
    margin: 0 0 2px;
    font-size: 20px;
  }
  p.sub {
    margin: 0 0 18px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  button {
    width: 100%;
    margin-top: 6px;
    min-height: 42px;
  }
`;

const Notice = styled.p`
  margin: 0 0 14px;
  padding: 8px 10px;
  border-radius: 6px;
  background: #fff1cc;
  color: #5c3d00;
  font-size: 13px;
`;

export const LOGIN_MSG = { required: 'Type the operator name and password.' } as const;

export function LoginPage() {
  const dispatch = useAdminDispatch();
  const pending = useAdminSelector(selectLoginPending);
  const serverError = useAdminSelector(selectLoginError);
  const notice = useAdminSelector(selectSessionNotice);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // The server asked for a code (or found it wrong): from then on the field stays.
  const [codeAsked, setCodeAsked] = useState(false);
  if (!codeAsked && (serverError === STAFF_MSG.codeNeeded || serverError === STAFF_MSG.codeWrong)) setCodeAsked(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!username.trim() || !password) {
      setFormError(LOGIN_MSG.required);
      return;
    }
    setFormError(null);
    const code = totp.replace(/\s/g, '');
    dispatch(sessionActions.loginSubmitted({ username: username.trim(), password, ...(codeAsked && code ? { totp: code } : {}) }));
  };

  return (
    <Page>
      <Card onSubmit={submit} noValidate aria-label="Operator log-in">
        <h1>Operator console</h1>
        <p className="sub">Exchange back office</p>
        {notice && <Notice role="status">{notice}</Notice>}
        <Field label="Operator name" autoComplete="username" value={username} onValue={setUsername} maxLength={32} />
        <Field label="Password" type="password" autoComplete="current-password" value={password} onValue={setPassword} maxLength={128} />
        {codeAsked && (
          <Field
            label="Two-factor code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 digits, or a recovery code"
            value={totp}
            onValue={setTotp}
            maxLength={20}
            autoFocus
          />
        )}
        {(formError ?? serverError) && <ErrorText role="alert">{formError ?? serverError}</ErrorText>}
        <SmallButton type="submit" $variant="primary" disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </SmallButton>
      </Card>
    </Page>
  );
}

// Each staff member's own account: change the password, and turn two-factor log-in on. Enrolment shows
// a QR code of the otpauth address for an authenticator app (and the secret to type in by hand), asks
// for a code before it is on, then shows the recovery codes once. Both end the person's sessions: they
// log in again with the new password, or with a code.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Field, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { sessionActions, useStaffSelf } from '../session';
import { useAdminDispatch } from '../../app/adminHooks';
import { useChangeOwnPasswordMutation, useConfirmTotpMutation, useStartTotpMutation } from './staffApi';

const Codes = styled.ol`
  columns: 2;
  font:
    14px/1.6 ui-monospace,
    monospace;
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  image-rendering: pixelated;
  border: 1px solid #dde3e8;
`;

export const ACCOUNT_MSG = {
  passwordChanged: 'Password changed. Log in again with the new one.',
  newTooShort: 'The new password needs at least 6 characters.',
  codeFormat: 'Type the 6 digits the app shows.',
  saveCodes:
    'Two-factor is on. Keep these recovery codes somewhere safe: each works once, in place of a code, and they are not shown again.',
} as const;

function OwnPasswordForm() {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeOwnPasswordMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.trim().length < 6) return setError(ACCOUNT_MSG.newTooShort);
    setError(null);
    const result = await change({ oldPassword, newPassword });
    if ('error' in result) return setError(serverMessage(result.error) ?? 'The password could not be changed.');
    setMessage(ACCOUNT_MSG.passwordChanged);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Change your password">
      <Field label="Current password" type="password" value={oldPassword} onValue={setOld} autoComplete="current-password" />
      <Field label="New password" type="password" value={newPassword} onValue={setNew} autoComplete="new-password" />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {message && <p role="status">{message}</p>}
      <SmallButton type="submit" $variant="primary" disabled={isLoading}>
        Change password
      </SmallButton>
    </form>
  );
}

function QrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded only here: the one page that draws a QR code.
    void import('qrcode').then((QRCode) => QRCode.toDataURL(text, { margin: 1, width: 200 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <Qr src={src} alt="QR code for your authenticator app" /> : null;
}

function TwoFactor() {
  const self = useStaffSelf();
  const dispatch = useAdminDispatch();
  const [start, started] = useStartTotpMutation();
  const [confirm, confirmed] = useConfirmTotpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (confirmed.data) {
    return (
      <div>
        <p role="status">{ACCOUNT_MSG.saveCodes}</p>
        <Codes aria-label="Recovery codes">
          {confirmed.data.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Codes>
        <SmallButton type="button" $variant="primary" onClick={() => dispatch(sessionActions.signOutRequested())}>
          I have saved them: log in again
        </SmallButton>
      </div>
    );
  }
  if (self?.twoFactor) return <p>Two-factor log-in is on. If you lose your phone, use a recovery code, or ask an owner to reset it.</p>;
  if (!started.data) {
    return (
      <div>
        <p>Two-factor log-in asks for a code from an authenticator app after your password.</p>
        <SmallButton type="button" $variant="primary" disabled={started.isLoading} onClick={() => void start()}>
          Turn on two-factor
        </SmallButton>
        {started.error && <ErrorText role="alert">{serverMessage(started.error) ?? 'Could not start.'}</ErrorText>}
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError(ACCOUNT_MSG.codeFormat);
    setError(null);
    const result = await confirm(code.replace(/\s/g, ''));
    if ('error' in result) setError(serverMessage(result.error) ?? 'The code could not be checked.');
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Confirm two-factor">
      <p>Scan this with your authenticator app, or type the key in by hand, then type the code it shows.</p>
      <QrCode text={started.data.otpauthUrl} />
      <p>
        Key: <code aria-label="Two-factor key">{started.data.secret}</code>
      </p>
      <Field label="Code from the app" inputMode="numeric" autoComplete="one-time-code" value={code} onValue={setCode} maxLength={7} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={confirmed.isLoading}>
        Turn it on
      </SmallButton>
    </form>
  );
}

export function AccountPage() {
  const self = useStaffSelf();
  return (
    <>
      <PageTitle>
        My account <small>{self ? `${self.displayName} · ${self.username}` : ''}</small>
      </PageTitle>
      <Panel>
        <h2>Two-factor log-in</h2>
        <PanelBody>
          <TwoFactor />
        </PanelBody>
      </Panel>
      <div style={{ height: 14 }} />
      <Panel>
        <h2>Password</h2>
        <PanelBody>
          <OwnPasswordForm />
        </PanelBody>
      </Panel>
    </>
  );
}

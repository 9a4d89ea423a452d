// Login (spec §2, §5, §8): the page checks the fields, then hands the attempt to the log-in
// listener, which adds the IP and location, calls the server, toasts and navigates.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { loadShell } from '../../app/shellChunk';
import { USERNAME_MAX_LENGTH } from '../../domain/constants';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { LoginIcon, UserIcon } from '../../ui/icons';
import { AuthLayout } from './AuthLayout';
import { DEMO_LOGIN_CACHE_KEY, LOGIN_CACHE_KEY, useDemoLoginMutation, useLoginMutation, useWhoamiQuery } from './authApi';
import { demoLoginRequested, loginSubmitted } from './authSlice';
import { loginErrors, type LoginErrors, type LoginForm } from './validation';
import { PasswordField } from './PasswordField';
import { useT } from '../../i18n/runtime';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 6px;
`;

const Switch = styled.p`
  margin: 16px 0 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
`;

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const t = useT();
  // Fetched as the page opens, so that pressing Login does not wait for it.
  useWhoamiQuery();
  // The shell's code loads as soon as the player starts on the form (a focus, a tap), so it arrives
  // while they type and the signed-in screen appears at once; a visit that only looks costs nothing
  // (the log-in page's wire budget).
  const shellWarmed = useRef(false);
  const warmShell = () => {
    if (shellWarmed.current) return;
    shellWarmed.current = true;
    void loadShell();
  };
  const [, login] = useLoginMutation({ fixedCacheKey: LOGIN_CACHE_KEY });
  const [, demo] = useDemoLoginMutation({ fixedCacheKey: DEMO_LOGIN_CACHE_KEY });
  const busy = login.isLoading || demo.isLoading;

  const [form, setForm] = useState<LoginForm>({ UserName: '', pass: '' });
  const [errors, setErrors] = useState<LoginErrors>({});

  const edit = (field: keyof LoginForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = loginErrors(form);
    setErrors(found);
    if (found.UserName || found.pass) return;
    dispatch(loginSubmitted({ UserName: form.UserName.trim(), pass: form.pass }));
  };

  return (
    <AuthLayout title={t('Login')} icon={<LoginIcon size={22} />}>
      <form noValidate onSubmit={submit} onFocus={warmShell} onPointerDown={warmShell}>
        <TextField
          label={t('User Name')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH}
          placeholder={t('Enter user name')}
          icon={<UserIcon />}
          value={form.UserName}
          error={errors.UserName && t(errors.UserName)}
          onChange={(event) => edit('UserName')(event.target.value)}
        />
        <PasswordField
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('Enter password')}
          value={form.pass}
          error={errors.pass && t(errors.pass)}
          onChange={(event) => edit('pass')(event.target.value)}
        />
        <Actions>
          <Button type="submit" $block disabled={busy}>
            {t('Login')}
          </Button>
          <Button type="button" $variant="secondary" $block disabled={busy} onClick={() => dispatch(demoLoginRequested())}>
            {t('Login with demo Id')}
          </Button>
        </Actions>
      </form>
      <Switch>
        {t('New here?')} <Link to="/signup">{t('Create an account')}</Link>
      </Switch>
    </AuthLayout>
  );
}

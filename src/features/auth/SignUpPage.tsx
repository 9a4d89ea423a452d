// Sign-up (spec §2, §5, §8): ordered validation, one message at a time, each cleared on edit; a taken
// name is said under User Name. The page dispatches signUpSubmitted; the sign-up listener calls the
// server, toasts the other answers and goes to /login.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { httpStatusOf } from '../../api/errors';
import { phoneKey } from '../../domain/phone';
import { MSG } from '../../domain/messages';
import { USERNAME_MAX_LENGTH } from '../../domain/constants';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { PasswordField } from './PasswordField';
import { PhoneIcon, UserIcon } from '../../ui/icons';
import { AuthLayout } from './AuthLayout';
import { SIGN_UP_CACHE_KEY, useSignUpMutation } from './authApi';
import { phoneRefusalOf } from './phoneRefusal';
import { signUpSubmitted } from './authSlice';
import { addSignUpListeners } from './signUpListeners';
import { startListeningThrough } from '../../app/listener';
import { digitsOnly, firstSignUpError, SIGN_UP_RULES, usernameCharacters, type FieldErrorOf, type SignUpForm } from './validation';
import { translateMessage, useT } from '../../i18n/runtime';

const Already = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 6px 12px;
  margin-top: 14px;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.muted};
`;

const SupportHeading = styled.h2`
  text-transform: uppercase;
`;

const EMPTY: SignUpForm = { username: '', password: '', confirmPassword: '', phone: '' };
const SANITISE: Partial<Record<keyof SignUpForm, (value: string) => string>> = { username: usernameCharacters, phone: digitsOnly };

export default function SignUpPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const t = useT();
  // The sign-up workflow joins the store with this page's chunk (the log-in route's JavaScript leaves
  // it out). Its effects and matchers are module constants, so the middleware keeps one of each
  // however often this runs.
  useState(() => addSignUpListeners(startListeningThrough(dispatch)));
  // The listener's call, read through the shared key; forgotten when the page closes, so a taken
  // name is not shown again on the next visit.
  const [, { isLoading, error: answer, reset }] = useSignUpMutation({ fixedCacheKey: SIGN_UP_CACHE_KEY });
  useEffect(() => reset, [reset]);
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [problem, setProblem] = useState<FieldErrorOf<SignUpForm> | undefined>();
  const [sentPhone, setSentPhone] = useState('');
  // The number is refused (already registered, or its account is on a time-out or self-exclusion):
  // said under Your Mobile in the server's words while the number typed is, in its normal form, the
  // one refused (a 0 or 91 added in front is the same number).
  const phoneRefusal = phoneRefusalOf(answer);
  const phoneRefused = phoneRefusal !== undefined && phoneKey(form.phone) === phoneKey(sentPhone);
  const nameTaken = httpStatusOf(answer) === 409 && phoneRefusal === undefined;

  const edit = (field: keyof SignUpForm) => (raw: string) => {
    const value = SANITISE[field]?.(raw) ?? raw;
    setForm((previous) => ({ ...previous, [field]: value }));
    // A mismatch sits under Confirm Password but is as much the first password's doing.
    const mismatchEdited = problem?.message === MSG.confirmPasswordMismatch && field === 'password';
    if (problem?.field === field || mismatchEdited) setProblem(undefined);
    if (field === 'username' && nameTaken) reset();
  };

  // The checks' and the server's messages are English (the spec's wording); shown in the player's language.
  const errorOf = (field: keyof SignUpForm) => {
    if (problem?.field === field) return translateMessage(problem.message);
    if (field === 'username' && nameTaken) return t(MSG.tryAnotherUsername);
    return field === 'phone' && phoneRefused ? translateMessage(phoneRefusal) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstSignUpError(form);
    setProblem(found);
    if (found || isLoading) return;
    setSentPhone(form.phone);
    dispatch(signUpSubmitted({ username: form.username, password: form.password, phone: form.phone }));
  };

  const field = (name: keyof SignUpForm) => ({
    name,
    value: form[name],
    error: errorOf(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => edit(name)(event.target.value),
  });

  return (
    <AuthLayout title={t('Sign Up')} footerTop={<SupportHeading>{t('24X7 Support')}</SupportHeading>}>
      <form noValidate onSubmit={submit}>
        <TextField
          label={t('User Name')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH}
          hint={translateMessage(SIGN_UP_RULES.username)}
          icon={<UserIcon />}
          {...field('username')}
        />
        <PasswordField
          label={t('Password')}
          autoComplete="new-password"
          hint={translateMessage(SIGN_UP_RULES.password)}
          {...field('password')}
        />
        <PasswordField label={t('Confirm Password')} autoComplete="new-password" {...field('confirmPassword')} />
        <TextField
          label={t('Your Mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={15}
          hint={translateMessage(SIGN_UP_RULES.phone)}
          icon={<PhoneIcon />}
          {...field('phone')}
        />
        <Button type="submit" $block disabled={isLoading}>
          {t('Sign Up')}
        </Button>
      </form>
      <Already>
        <span>{t('Have already an account?')}</span>
        <Button type="button" $variant="secondary" onClick={() => navigate('/login')}>
          {t('LOGIN HERE')}
        </Button>
      </Already>
    </AuthLayout>
  );
}

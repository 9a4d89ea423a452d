// The form rules of spec §5, as pure functions the pages call before anything is sent.
import { MSG } from '../../domain/messages';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants';

export interface LoginForm {
  UserName: string;
  pass: string;
}
export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** Both fields are checked at once: each empty one shows the message under itself. */
export function loginErrors(form: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  if (!form.UserName.trim()) errors.UserName = MSG.required;
  if (!form.pass) errors.pass = MSG.required;
  return errors;
}

export interface SignUpForm {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
}
export interface FieldErrorOf<F> {
  field: keyof F;
  message: string;
}

/** The server's sign-up rules, said in words before it refuses with a schema message. The spec's
 *  own checks come first, so its order and wording hold for every case it names. */
export const SIGN_UP_RULES = {
  username: 'User name: 3 to 32 letters, digits or _',
  password: `Password: at least ${PASSWORD_MIN_LENGTH} characters`,
  phone: 'Mobile: 10 to 15 digits',
} as const;

/** Characters a user name may hold; others are dropped as they are typed. */
export const usernameCharacters = (value: string) => value.replace(/[^A-Za-z0-9_]/g, '');
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Checked in order; only the first failure is shown (spec §5). */
export function firstSignUpError(form: SignUpForm): FieldErrorOf<SignUpForm> | undefined {
  if (!form.username.trim()) return { field: 'username', message: MSG.required };
  if (!form.password) return { field: 'password', message: MSG.required };
  if (!form.confirmPassword) return { field: 'confirmPassword', message: MSG.required };
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: MSG.confirmPasswordMismatch };
  if (!form.phone.trim()) return { field: 'phone', message: MSG.required };
  if (!/^[A-Za-z0-9_]{3,32}$/.test(form.username)) return { field: 'username', message: SIGN_UP_RULES.username };
  if (form.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: SIGN_UP_RULES.password };
  if (!/^\d{10,15}$/.test(form.phone)) return { field: 'phone', message: SIGN_UP_RULES.phone };
  return undefined;
}

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spaces typed into a password field are dropped as they are typed (spec §2). */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

export function changePasswordError(form: ChangePasswordForm): string | undefined {
  const [oldPassword, newPassword, confirmPassword] = [form.oldPassword.trim(), form.newPassword.trim(), form.confirmPassword.trim()];
  if (!oldPassword || !newPassword || !confirmPassword) return MSG.fillAllFields;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return MSG.newPasswordTooShort;
  if (newPassword !== confirmPassword) return MSG.newPasswordMismatch;
  return undefined;
}

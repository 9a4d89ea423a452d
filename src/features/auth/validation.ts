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

/** Checked in order; only the first failure is shown (spec §5). */
export function firstSignUpError(form: SignUpForm): FieldErrorOf<SignUpForm> | undefined {
  if (!form.username.trim()) return { field: 'username', message: MSG.required };
  if (!form.password) return { field: 'password', message: MSG.required };
  if (!form.confirmPassword) return { field: 'confirmPassword', message: MSG.required };
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: MSG.confirmPasswordMismatch };
  if (!form.phone.trim()) return { field: 'phone', message: MSG.required };
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

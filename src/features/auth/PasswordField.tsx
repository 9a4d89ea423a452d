// A password box: hidden typing, the lock sign and the product's longest password.
import type { ComponentProps } from 'react';
import { TextField } from '../../ui/TextField';
import { LockIcon } from '../../ui/icons';
import { PASSWORD_MAX_LENGTH } from '../../domain/constants';

export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="password" maxLength={PASSWORD_MAX_LENGTH} icon={<LockIcon />} {...props} />;
}

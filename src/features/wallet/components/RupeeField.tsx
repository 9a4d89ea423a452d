// An amount in whole rupees: digits on the phone's keypad, no autofill, the ₹ sign in front.
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { TextField } from '../../../ui/TextField';

const Rupee = styled.span`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.muted};
`;

export function RupeeField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="numeric" autoComplete="off" icon={<Rupee aria-hidden="true">₹</Rupee>} {...props} />;
}

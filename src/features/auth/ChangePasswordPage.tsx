// Change Password (/change-password): the shared form in a card of the shell.
import styled from 'styled-components';
import { ChangePasswordForm } from './ChangePasswordForm';

const Card = styled.section`
  max-width: 460px;
  margin: 16px auto;
  border-radius: 10px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    padding: 12px 18px;
    font-size: 16px;
    background: ${({ theme }) => theme.colors.tab};
    color: #ffffff;
  }
  > div { padding: 18px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) { margin: 12px; }
`;

export default function ChangePasswordPage() {
  return (
    <Card aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <div>
        <ChangePasswordForm />
      </div>
    </Card>
  );
}

// The frame of the visitor pages (log-in, sign-up): the brand on a dark stage, one white card,
// the reCAPTCHA notice and the policy footer.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PolicyLinks } from './PolicyLinks';
import { setLanguage, useLanguage, useT } from '../../i18n/runtime';
import { LanguageSelect } from '../../ui/LanguageSelect';

const Stage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 40px 16px 24px;
  color: #e8eef3;
  background:
    radial-gradient(1200px 600px at 50% -10%, rgba(245, 180, 0, 0.18), transparent 60%),
    repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.025) 0 2px, transparent 2px 14px),
    linear-gradient(160deg, #174a6b 0%, #0f2a3d 55%, #0a1c29 100%);
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding-top: 24px;
  }
`;

/** A visitor's choice is kept in this browser; once signed in, the player's is kept on the server too. */
const VisitorLanguage = styled.div`
  align-self: flex-end;
  margin: -24px 0 12px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    margin-top: -12px;
  }
`;

const Brand = styled.div`
  margin-bottom: 20px;
  img {
    display: block;
    width: 200px;
    height: auto;
  }
`;

const Card = styled.main`
  width: 100%;
  max-width: 420px;
  padding: 26px 28px 22px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.4);
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  h1 {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 10px;
    margin: 0 0 20px;
    font-size: 22px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 22px 18px 18px;
  }
`;

export const Notice = styled.p`
  margin: 16px 0 0;
  font-size: 12px;
  line-height: 1.5;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Foot = styled.footer`
  width: 100%;
  max-width: 560px;
  margin-top: 22px;
  text-align: center;
  font-size: 13px;
  line-height: 1.6;
  color: #c9d5df;
  h2 {
    margin: 6px 0 2px;
    font-size: 15px;
    color: #ffffff;
    letter-spacing: 0.06em;
  }
  small {
    display: block;
    margin-top: 8px;
    color: #a9b8c5;
  }
`;

export function AuthLayout({
  title,
  icon,
  children,
  footerTop,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  footerTop?: ReactNode;
}) {
  const t = useT();
  return (
    <Stage>
      <VisitorLanguage>
        <LanguageSelect label={t('Language')} value={useLanguage()} onChange={(language) => void setLanguage(language)} />
      </VisitorLanguage>
      <Brand>
        <img src="/logo.svg" alt="Exchange" width={200} height={44} />
      </Brand>
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">
          {title}
          {icon}
        </h1>
        {children}
        <Notice>{t('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.')}</Notice>
      </Card>
      <Foot>
        {footerTop}
        <PolicyLinks />
        <small>{t('18+ only. Please play responsibly. © 2025 Exchange. All rights reserved.')}</small>
      </Foot>
    </Stage>
  );
}

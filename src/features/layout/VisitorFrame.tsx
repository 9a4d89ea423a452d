// The frame of a visitor's match page: the logo, the language switcher and a Login button above the
// page. The signed-in shell's header (balance, exposure, the user menu) and its side menus are a player's own.
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAppStore } from '../../app/hooks';
import { addPlayerWorkflows } from '../../app/playerListeners';
import { setLanguage, useLanguage, useT } from '../../i18n/runtime';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { Footer } from './Footer';
import { PageMain } from './PageMain';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 300;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  background: linear-gradient(180deg, #12324a 0%, ${({ theme }) => theme.colors.header} 100%);
  color: ${({ theme }) => theme.colors.headerText};
  img {
    display: block;
    width: 150px;
    height: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 6px 10px;
    img {
      width: 112px;
    }
  }
`;

const LogIn = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: 6px;
  font-weight: 800;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.header};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export default function VisitorFrame() {
  // The market and slip workflows the match page needs (prices into cells, a tap into the slip).
  addPlayerWorkflows(useAppStore());
  const t = useT();
  return (
    <>
      <Bar>
        <Link to="/login" aria-label="Exchange">
          <img src="/logo.svg" alt="" width={150} height={33} />
        </Link>
        <Actions>
          <LanguageSelect label={t('Language')} value={useLanguage()} onChange={(language) => void setLanguage(language)} />
          <LogIn to="/login">{t('Login')}</LogIn>
        </Actions>
      </Bar>
      <PageMain>
        <Outlet />
      </PageMain>
      <Footer />
    </>
  );
}

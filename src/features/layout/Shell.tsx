// The signed-in shell (spec §2): header, site message, wallet buttons (phones), in-play strip and tab
// strip (on the sports and casino routes), the left sports menu (768 px and up), the page, the footer,
// the mobile bottom bar, and the post-log-in dialogs. It reports each route change for the session check.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { PageMain } from './PageMain';
import { Header } from './Header';
import { SiteMessage } from './SiteMessage';
import { usePlayerLanguage } from './PlayerLanguage';
import { useT } from '../../i18n/runtime';
import { OfflineBanner } from './OfflineBanner';
import { TabStrip } from './TabStrip';
import { WalletButtons } from './WalletButtons';
import { WelcomePopup } from './WelcomePopup';
import { showsTabStrip } from './shellRoutes';
import { useAppStore } from '../../app/hooks';
import { addPlayerWorkflows } from '../../app/playerListeners';
import { ForcedPasswordModal, InPlayStrip, loadRealityCheckHost, RouteWatcher, SportsMenu } from '../../app/shellParts';

const RealityCheckHost = lazy(loadRealityCheckHost);

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 300;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 230px minmax(0, 1fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  align-self: stretch;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

export default function Shell() {
  // The wallet, slip and market workflows, registered once per store. In render, not in an effect: the
  // pages' own effects (a match page announcing its market) run before their parent's and need them.
  addPlayerWorkflows(useAppStore());
  usePlayerLanguage();
  const t = useT();
  const { pathname } = useLocation();
  const tabs = showsTabStrip(pathname);
  return (
    <Page>
      <RouteWatcher />
      <Top>
        <Header />
        <OfflineBanner />
        <SiteMessage />
      </Top>
      <WalletButtons />
      {tabs && <InPlayStrip />}
      {tabs && <TabStrip />}
      <Body>
        <Aside aria-label={t('Sports')}>
          <SportsMenu />
        </Aside>
        <PageMain id="main">
          <Outlet />
        </PageMain>
      </Body>
      <Footer />
      <BottomBar />
      <ForcedPasswordModal />
      <WelcomePopup />
      <Suspense fallback={null}>
        <RealityCheckHost />
      </Suspense>
    </Page>
  );
}

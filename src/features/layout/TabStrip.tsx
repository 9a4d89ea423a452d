// The desktop tab strip: Inplay, the three sports, Casino, then placeholder tabs; the current one lit.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PLACEHOLDER_TABS, TABS } from './shellRoutes';
import { useT } from '../../i18n/runtime';

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.tab};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
  ul {
    display: flex;
    margin: 0;
    padding: 0 8px;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
  }
  a {
    display: flex;
    align-items: center;
    height: 40px;
    padding: 0 16px;
    color: #ffffff;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.header};
  }
  a.placeholder {
    color: #d3e0ea;
    font-weight: 600;
  }
`;

export function TabStrip() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Nav aria-label={t('Sections')}>
      <ul>
        {TABS.map((tab) => {
          const current = pathname === tab.to || pathname === tab.also;
          return (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={current ? 'page' : undefined}>
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
        {PLACEHOLDER_TABS.map((label) => (
          <li key={label}>
            {/* The spec's placeholder target: stays on the page. */}
            <a href="#" className="placeholder" onClick={(event) => event.preventDefault()}>
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

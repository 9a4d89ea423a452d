// The thin scrolling site message under the header (master data's SiteMessage). Still for players
// who ask for reduced motion.
import styled, { keyframes } from 'styled-components';
import { useMasterDataQuery } from '../auth';
import { useT } from '../../i18n/runtime';

const scroll = keyframes`
  from { transform: translateX(100vw); }
  to { transform: translateX(-100%); }
`;

const Strip = styled.section`
  display: flex;
  align-items: center;
  height: 28px;
  overflow: hidden;
  background: #0a1f2e;
  color: #f4f7fa;
  font-size: 13px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
`;

const Badge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  height: 100%;
  padding: 0 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.header};
  font-weight: 800;
  font-size: 11px;
  letter-spacing: 0.08em;
  z-index: 1;
`;

const Track = styled.div`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
  span {
    display: inline-block;
    padding-left: 12px;
    animation: ${scroll} 28s linear infinite;
  }
  &:hover span {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

export function SiteMessage() {
  const { data } = useMasterDataQuery();
  const t = useT();
  const message = data?.[0]?.SiteMessage;
  if (!message) return null;
  return (
    <Strip aria-label={t('Site message')}>
      <Badge aria-hidden="true">{t('NEWS')}</Badge>
      <Track>
        <span>{message}</span>
      </Track>
    </Strip>
  );
}

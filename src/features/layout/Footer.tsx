// The shell's footer (spec §2): 24X7 Support, social icons, the 100% SAFE notice, 18+ and game-care
// badges, copyright 2025. Everything drawn here; nothing fetched from another host.
import styled from 'styled-components';
import { FacebookIcon, InstagramIcon, ShieldIcon, SupportIcon, TelegramIcon, WhatsAppIcon, XIcon, YouTubeIcon } from '../../ui/icons';
import { useT } from '../../i18n/runtime';

const Foot = styled.footer`
  margin-top: 24px;
  padding: 22px 16px 18px;
  background: ${({ theme }) => theme.colors.header};
  color: #d6e1ea;
  text-align: center;
  font-size: 13px;
  line-height: 1.5;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding-bottom: 78px;
  }
  h2 {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 4px;
    color: #ffffff;
    font-size: 16px;
    letter-spacing: 0.08em;
  }
  p {
    margin: 0;
  }
`;

const Socials = styled.ul`
  display: flex;
  justify-content: center;
  gap: 10px;
  margin: 14px 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
    border: 1px solid rgba(255, 255, 255, 0.2);
    color: #ffffff;
  }
`;

const Safe = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 4px auto 14px;
  padding: 8px 14px;
  border-radius: 8px;
  background: rgba(10, 138, 58, 0.18);
  border: 1px solid rgba(80, 200, 120, 0.45);
  text-align: left;
  b {
    color: #7ee2a0;
    letter-spacing: 0.05em;
  }
  svg {
    color: #7ee2a0;
    flex: none;
  }
`;

const Badges = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-bottom: 12px;
`;

const AgeBadge = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 3px solid #ff6b6b;
  color: #ffffff;
  font-weight: 900;
`;

const CareBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 44px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  color: #ffffff;
  font-weight: 800;
  letter-spacing: 0.03em;
  i {
    font-style: normal;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const SOCIALS = [
  ['WhatsApp', WhatsAppIcon],
  ['Telegram', TelegramIcon],
  ['Instagram', InstagramIcon],
  ['Facebook', FacebookIcon],
  ['YouTube', YouTubeIcon],
  ['X', XIcon],
] as const;

export function Footer() {
  const t = useT();
  return (
    <Foot>
      <h2>
        <SupportIcon /> {t('24X7 Support')}
      </h2>
      <p>{t('Our team answers day and night, every day of the year.')}</p>
      <Socials aria-label={t('Follow us')}>
        {SOCIALS.map(([name, Icon]) => (
          <li key={name}>
            <span role="img" aria-label={name} style={{ display: 'contents' }}>
              <Icon size={20} />
            </span>
          </li>
        ))}
      </Socials>
      <Safe>
        <ShieldIcon size={26} />
        <span>
          <b>{t('100% SAFE')}</b>
          <br />
          {t('Protected connection and encrypted data.')}
        </span>
      </Safe>
      <Badges>
        <AgeBadge role="img" aria-label={t('18 plus only')}>
          18+
        </AgeBadge>
        <CareBadge role="img" aria-label={t('Game care: play responsibly')}>
          <i>♥</i> {t('GAME CARE')}
        </CareBadge>
      </Badges>
      <p>{t('© Copyright 2025. All Rights Reserved.')}</p>
    </Foot>
  );
}

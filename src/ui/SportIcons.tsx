// Small sport and market icons drawn here (nothing fetched from another host). Decorative by default
// (aria-hidden); pass `title` to give one a name where it carries meaning on its own.
import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
  title?: string;
  className?: string;
}

function Svg({ size = 16, title, className, children }: IconProps & { children: ReactNode }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className} {...a11y}>
      {children}
    </svg>
  );
}

export const CricketIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="1.5" width="5" height="15" rx="2" transform="rotate(35 12 12)" fill="#d9b36c" stroke="#7a5a1e" />
    <rect x="10.6" y="14" width="1.8" height="7" rx=".9" transform="rotate(35 12 12)" fill="#3b2a12" />
    <circle cx="18.5" cy="18.5" r="3.5" fill="#d0021b" />
    <path d="M16.3 16.8q2.2 1.2 4.4 3.4" stroke="#fff" strokeWidth=".8" fill="none" strokeDasharray="1 1" />
  </Svg>
);

export const TennisIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="10" fill="#c6e03a" stroke="#8aa11a" />
    <path d="M4.5 5.5c3.5 3 3.5 10 0 13M19.5 5.5c-3.5 3-3.5 10 0 13" stroke="#fff" strokeWidth="1.6" fill="none" />
  </Svg>
);

export const FootballIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="10" fill="#fff" stroke="#222" />
    <path d="M12 7.5l3.6 2.6-1.4 4.2H9.8l-1.4-4.2z" fill="#222" />
    <path d="M12 7.5V2.2M15.6 10.1l5-1.7M14.2 14.3l3 4.2M9.8 14.3l-3 4.2M8.4 10.1l-5-1.7" stroke="#222" strokeWidth="1.1" />
  </Svg>
);

/** Horse and greyhound racing: a horseshoe. */
export const RacingIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 21V11a6 6 0 0 1 12 0v10" stroke="#7a5a1e" strokeWidth="3.2" fill="none" strokeLinecap="round" />
    <circle cx="7.6" cy="11" r=".9" fill="#fff" />
    <circle cx="16.4" cy="11" r=".9" fill="#fff" />
    <circle cx="7.2" cy="16" r=".9" fill="#fff" />
    <circle cx="16.8" cy="16" r=".9" fill="#fff" />
  </Svg>
);

/** The icon of a sport by its eid: 1 football, 2 tennis, 7 and 4339 racing, anything else cricket (spec §2). */
export function SportIcon({ eid, ...p }: IconProps & { eid: string | number }) {
  const id = String(eid);
  if (id === '1') return <FootballIcon {...p} />;
  if (id === '2') return <TennisIcon {...p} />;
  if (id === '7' || id === '4339') return <RacingIcon {...p} />;
  return <CricketIcon {...p} />;
}

export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9.5" fill="#0a8a3a" />
    <path d="M12 6.5V12l3.8 2.4" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
  </Svg>
);

/** A letter badge (F for fancy, BM for bookmaker) as the exchanges show them beside an event. */
export function MarketBadge({ text, color, title }: { text: string; color: string; title: string }) {
  return (
    <svg width={text.length > 1 ? 22 : 16} height="16" viewBox={`0 0 ${text.length > 1 ? 22 : 16} 16`} role="img" aria-label={title}>
      <rect width="100%" height="16" rx="3" fill={color} />
      <text x="50%" y="12" textAnchor="middle" fontSize="10" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
        {text}
      </text>
    </svg>
  );
}

export const TvIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="19" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M8 21h8M9 2l3 3 3-3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </Svg>
);

export const LadderIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 2v20M17 2v20M7 6h10M7 11h10M7 16h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
  </Svg>
);

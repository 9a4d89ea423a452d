// The picture behind the TV panel's score: a cricket ground, a football pitch or a tennis court.
import type { Eid } from '../../domain/contract/sports';

export function Field({ eid }: { eid: Eid }) {
  const line = { stroke: 'rgba(255,255,255,0.55)', strokeWidth: 1.5, fill: 'none' };
  if (eid === '2') {
    return (
      <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="320" height="180" fill="#2f6b3a" />
        <rect x="40" y="22" width="240" height="136" fill="#1f5fa8" />
        <rect x="60" y="32" width="200" height="116" {...line} />
        <path d="M60 46h200M60 134h200M110 46v88M210 46v88M110 90h100M160 32v116" {...line} />
      </svg>
    );
  }
  if (eid === '1') {
    return (
      <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <defs>
          <pattern id="mow" width="40" height="180" patternUnits="userSpaceOnUse">
            <rect width="20" height="180" fill="#2e7d32" />
            <rect x="20" width="20" height="180" fill="#338a37" />
          </pattern>
        </defs>
        <rect width="320" height="180" fill="url(#mow)" />
        <rect x="16" y="14" width="288" height="152" {...line} />
        <path d="M160 14v152M16 56h40v68H16M304 56h-40v68h40" {...line} />
        <circle cx="160" cy="90" r="26" {...line} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <radialGradient id="ground" cx="0.5" cy="0.5" r="0.6">
          <stop offset="0" stopColor="#3f9a48" />
          <stop offset="1" stopColor="#1f5f2a" />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill="#163d1d" />
      <ellipse cx="160" cy="90" rx="150" ry="84" fill="url(#ground)" />
      <ellipse cx="160" cy="90" rx="70" ry="44" {...line} strokeDasharray="4 4" />
      <rect x="150" y="62" width="20" height="56" fill="#d8c28a" />
      <path d="M152 68h16M152 112h16" stroke="#fff" strokeWidth="1.2" />
    </svg>
  );
}

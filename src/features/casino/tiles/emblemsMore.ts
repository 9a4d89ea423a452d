// More emblems (objects rather than cards), centred on (150, 80) of a 300 × 200 tile.
import { card, chip } from './shapes';

const CX = 150;
const CY = 80;

export function cricket(label = ''): string {
  const stumps = [-14, 0, 14]
    .map((x) => `<rect x="${CX + 30 + x}" y="${CY - 40}" width="7" height="86" rx="3" fill="#f3e2b8" stroke="#8a6a2a"/>`)
    .join('');
  return `${stumps}<rect x="${CX + 14}" y="${CY - 45}" width="44" height="5" rx="2" fill="#f3e2b8" stroke="#8a6a2a"/>
<g transform="rotate(-35 ${CX - 30} ${CY})"><rect x="${CX - 42}" y="${CY - 30}" width="24" height="80" rx="8" fill="#e9c98c" stroke="#8a6a2a" stroke-width="2"/>
<rect x="${CX - 35}" y="${CY - 64}" width="10" height="38" rx="4" fill="#1b1b1b"/><rect x="${CX - 35}" y="${CY - 60}" width="10" height="4" fill="#c8102e"/></g>
<circle cx="${CX + 4}" cy="${CY + 34}" r="15" fill="#c8102e" stroke="#7a0010" stroke-width="2"/>
<path d="M ${CX - 6} ${CY + 24} q 10 10 20 20" stroke="#fff" stroke-width="1.5" stroke-dasharray="2 2" fill="none"/>
${label ? `<text x="${CX - 70}" y="${CY + 40}" font-size="28" font-weight="900" text-anchor="middle" fill="#fff" stroke="#00000066" stroke-width="3" paint-order="stroke">${label}</text>` : ''}`;
}

export function crown(cx = CX, cy = CY - 30, s = 1): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})"><path d="M -40 18 L -46 -20 L -20 0 L 0 -30 L 20 0 L 46 -20 L 40 18 Z" fill="url(#gold)" stroke="#8a5a00" stroke-width="2" stroke-linejoin="round"/>
<rect x="-40" y="16" width="80" height="10" rx="3" fill="url(#gold)" stroke="#8a5a00"/>
<circle cx="0" cy="4" r="6" fill="#c8102e"/><circle cx="-24" cy="8" r="4" fill="#1e5bd8"/><circle cx="24" cy="8" r="4" fill="#1e5bd8"/></g>`;
}

export function checkeredFlag(): string {
  const squares: string[] = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 6; c++)
      squares.push(`<rect x="${c * 14}" y="${r * 14}" width="14" height="14" fill="${(r + c) % 2 ? '#1b1b1b' : '#fff'}"/>`);
  return `<rect x="${CX - 62}" y="${CY - 56}" width="5" height="110" rx="2" fill="url(#gold)"/>
<g transform="translate(${CX - 57} ${CY - 54}) skewY(-8)">${squares.join('')}</g>
<g transform="translate(${CX + 42} ${CY + 10}) rotate(12)">${card('K', '♥')}</g>`;
}

export function matka(lightning = false): string {
  return `<ellipse cx="${CX}" cy="${CY + 56}" rx="50" ry="6" fill="#000" opacity=".3"/>
<path d="M ${CX - 24} ${CY - 44} L ${CX + 24} ${CY - 44} L ${CX + 20} ${CY - 32} C ${CX + 70} ${CY - 20}, ${CX + 66} ${CY + 50}, ${CX} ${CY + 54} C ${CX - 66} ${CY + 50}, ${CX - 70} ${CY - 20}, ${CX - 20} ${CY - 32} Z" fill="#b5541c" stroke="#6a2a08" stroke-width="2"/>
<rect x="${CX - 28}" y="${CY - 50}" width="56" height="10" rx="4" fill="#8a3a10"/>
<path d="M ${CX - 52} ${CY + 2} Q ${CX} ${CY + 14} ${CX + 52} ${CY + 2}" stroke="url(#gold)" stroke-width="8" fill="none"/>
<text x="${CX}" y="${CY + 36}" font-size="20" font-weight="900" text-anchor="middle" fill="#fff3b0">3 · 7 · 9</text>
<ellipse cx="${CX - 24}" cy="${CY - 14}" rx="8" ry="14" fill="#fff" opacity=".18"/>
${lightning ? `<path transform="translate(${CX + 58} ${CY - 30})" d="M 8 -26 L -10 4 L 0 4 L -6 28 L 14 -6 L 4 -6 L 12 -26 Z" fill="#ffe14d" stroke="#a86b00" stroke-width="2"/>` : ''}`;
}

export function ludo(): string {
  const q = (x: number, y: number, color: string) => `<rect x="${x}" y="${y}" width="48" height="48" fill="${color}"/>
<rect x="${x + 8}" y="${y + 8}" width="32" height="32" rx="4" fill="#fff"/>
<circle cx="${x + 18}" cy="${y + 18}" r="5" fill="${color}"/><circle cx="${x + 30}" cy="${y + 30}" r="5" fill="${color}"/>`;
  const L = CX - 60;
  const T = CY - 60;
  return `<rect x="${L - 4}" y="${T - 4}" width="128" height="128" rx="8" fill="#fff" stroke="url(#gold)" stroke-width="4"/>
${q(L, T, '#e53935')}${q(L + 72, T, '#43a047')}${q(L, T + 72, '#1e88e5')}${q(L + 72, T + 72, '#fdd835')}
<path d="M ${L + 48} ${T + 48} L ${L + 72} ${T + 48} L ${CX} ${CY} Z" fill="#43a047"/><path d="M ${L + 72} ${T + 48} L ${L + 72} ${T + 72} L ${CX} ${CY} Z" fill="#fdd835"/>
<path d="M ${L + 72} ${T + 72} L ${L + 48} ${T + 72} L ${CX} ${CY} Z" fill="#1e88e5"/><path d="M ${L + 48} ${T + 72} L ${L + 48} ${T + 48} L ${CX} ${CY} Z" fill="#e53935"/>`;
}

export function slotMachine(): string {
  const cherry = (
    x: number,
  ) => `<path d="M ${x} ${CY - 14} q 4 -10 12 -12 M ${x + 12} ${CY - 26} q 2 8 6 12" stroke="#2e7d32" stroke-width="2.5" fill="none"/>
<circle cx="${x - 2}" cy="${CY - 4}" r="8" fill="#d50000"/><circle cx="${x + 18}" cy="${CY - 6}" r="8" fill="#d50000"/>`;
  return `<rect x="${CX - 72}" y="${CY - 52}" width="144" height="104" rx="14" fill="#b3001b" stroke="url(#gold)" stroke-width="5"/>
<rect x="${CX - 60}" y="${CY - 34}" width="120" height="56" rx="6" fill="#1b1b1b"/>
${[0, 1, 2].map((i) => `<rect x="${CX - 56 + i * 38}" y="${CY - 30}" width="34" height="48" rx="4" fill="#fffdf6"/>`).join('')}
<text x="${CX - 39}" y="${CY + 8}" font-size="36" font-weight="900" text-anchor="middle" fill="#d50000" font-family="Georgia, serif">7</text>
${cherry(CX - 6)}
<rect x="${CX + 23}" y="${CY - 16}" width="28" height="18" rx="3" fill="#1b1b1b"/><text x="${CX + 37}" y="${CY - 3}" font-size="11" font-weight="900" text-anchor="middle" fill="#ffd54f">BAR</text>
<rect x="${CX + 76}" y="${CY - 20}" width="6" height="40" rx="3" fill="#9e9e9e"/><circle cx="${CX + 79}" cy="${CY - 26}" r="9" fill="#d50000" stroke="#7a0010"/>
<text x="${CX}" y="${CY - 38}" font-size="11" font-weight="900" text-anchor="middle" fill="#fff3b0" letter-spacing="2">JACKPOT</text>`;
}

export function tower(): string {
  const rows = [5, 4, 3, 2, 1];
  const blocks = rows.flatMap((n, r) =>
    Array.from({ length: n }, (_, i) => {
      const x = CX - (n * 26) / 2 + i * 26;
      const y = CY + 36 - r * 22;
      return `<rect x="${x + 1}" y="${y}" width="24" height="20" rx="3" fill="${(r + i) % 3 === 0 ? '#ffb300' : '#5e35b1'}" stroke="#fff" stroke-opacity=".6"/>`;
    }),
  );
  return `${blocks.join('')}<path d="M ${CX} ${CY - 74} l 6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2 Z" fill="url(#gold)" stroke="#8a5a00"/>`;
}

export function plinko(): string {
  const pegs: string[] = [];
  for (let r = 0; r < 6; r++)
    for (let i = 0; i <= r; i++) pegs.push(`<circle cx="${CX - r * 12 + i * 24}" cy="${CY - 50 + r * 16}" r="3.2" fill="#fff"/>`);
  const slots = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#fdd835', '#fb8c00', '#e53935']
    .map((c, i) => `<rect x="${CX - 84 + i * 24}" y="${CY + 44}" width="22" height="14" rx="3" fill="${c}"/>`)
    .join('');
  return `${pegs.join('')}${slots}<circle cx="${CX + 12}" cy="${CY - 12}" r="7" fill="#ff4081" stroke="#fff" stroke-width="2"/>`;
}

export function gauge(): string {
  return `<path d="M ${CX - 64} ${CY + 30} A 64 64 0 0 1 ${CX + 64} ${CY + 30}" stroke="#ffffff33" stroke-width="16" fill="none"/>
<path d="M ${CX - 64} ${CY + 30} A 64 64 0 0 1 ${CX + 45} ${CY - 15}" stroke="url(#gold)" stroke-width="16" fill="none" stroke-linecap="round"/>
<path d="M ${CX} ${CY + 30} L ${CX + 40} ${CY - 12}" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="${CX}" cy="${CY + 30}" r="9" fill="#fff"/>
<text x="${CX}" y="${CY + 60}" font-size="24" font-weight="900" text-anchor="middle" fill="#fff">10.00x</text>`;
}

export function filmReel(): string {
  const holes = [0, 72, 144, 216, 288]
    .map((a) => `<circle cx="${CX - 20}" cy="${CY - 30}" r="10" fill="#1b1b1b" transform="rotate(${a} ${CX - 20} ${CY})"/>`)
    .join('');
  return `<circle cx="${CX - 20}" cy="${CY}" r="52" fill="#9e9e9e" stroke="#424242" stroke-width="4"/>${holes}<circle cx="${CX - 20}" cy="${CY}" r="8" fill="#424242"/>
<path d="M ${CX + 28} ${CY + 30} l 18 -40 18 40 -46 -26 h 56 Z" fill="url(#gold)" stroke="#8a5a00" stroke-width="2" stroke-linejoin="round"/>`;
}

export function hiLoArrows(): string {
  return `<g transform="translate(${CX - 26} ${CY}) rotate(-6)">${card('8', '♣', 56, 80)}</g>
<path d="M ${CX + 40} ${CY - 10} l 20 -26 20 26 h -12 v 10 h -16 v -10 Z" fill="#43a047" stroke="#fff" stroke-width="2"/>
<path d="M ${CX + 40} ${CY + 20} l 20 26 20 -26 h -12 v -10 h -16 v 10 Z" fill="#e53935" stroke="#fff" stroke-width="2"/>`;
}

export function crossedSwords(): string {
  const sword = (
    a: number,
  ) => `<g transform="rotate(${a} ${CX} ${CY})"><path d="M ${CX - 4} ${CY - 60} L ${CX} ${CY - 70} L ${CX + 4} ${CY - 60} L ${CX + 4} ${CY + 24} L ${CX - 4} ${CY + 24} Z" fill="#e0e0e0" stroke="#757575"/>
<rect x="${CX - 16}" y="${CY + 24}" width="32" height="6" rx="3" fill="url(#gold)"/><rect x="${CX - 3}" y="${CY + 30}" width="6" height="20" fill="#6d4c41"/></g>`;
  return `${sword(-35)}${sword(35)}<g transform="translate(${CX} ${CY + 4})">${card('A', '♠')}</g>`;
}

export function gavel(): string {
  return `<g transform="rotate(-30 ${CX + 40} ${CY - 20})"><rect x="${CX + 20}" y="${CY - 40}" width="40" height="22" rx="5" fill="#8d5524" stroke="#4e2a0c" stroke-width="2"/>
<rect x="${CX + 37}" y="${CY - 18}" width="6" height="50" rx="3" fill="#6d4c41"/></g>`;
}

export function pokerTable(): string {
  const seats = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * 2 * Math.PI;
    return chip(Math.round(CX + 70 * Math.cos(a)), Math.round(CY + 40 * Math.sin(a)), 11, ['#c8102e', '#1e5bd8', '#0a8a3a'][i % 3]);
  }).join('');
  return `<ellipse cx="${CX}" cy="${CY}" rx="76" ry="46" fill="#6d3b16" stroke="url(#gold)" stroke-width="3"/>
<ellipse cx="${CX}" cy="${CY}" rx="64" ry="36" fill="#0b7a3b"/>${seats}
<g transform="translate(${CX - 14} ${CY}) rotate(-8) scale(.7)">${card('A', '♥')}</g><g transform="translate(${CX + 14} ${CY}) rotate(8) scale(.7)">${card('A', '♠')}</g>`;
}

export function kenoGrid(): string {
  const picked = new Set([2, 7, 9, 14]);
  const cells = Array.from({ length: 16 }, (_, i) => {
    const x = CX - 64 + (i % 4) * 32;
    const y = CY - 62 + Math.floor(i / 4) * 30;
    const on = picked.has(i);
    return `<rect x="${x}" y="${y}" width="28" height="26" rx="5" fill="${on ? 'url(#gold)' : '#ffffff22'}" stroke="#ffffff55"/>
<text x="${x + 14}" y="${y + 18}" font-size="13" font-weight="800" text-anchor="middle" fill="${on ? '#5a3a00' : '#fff'}">${i * 5 + 3}</text>`;
  });
  return cells.join('');
}

export function ticket(): string {
  return `<g transform="rotate(-8 ${CX} ${CY})"><path d="M ${CX - 70} ${CY - 34} h 140 v 22 a 10 10 0 0 0 0 24 v 22 h -140 v -22 a 10 10 0 0 0 0 -24 Z" fill="url(#gold)" stroke="#8a5a00" stroke-width="2"/>
<text x="${CX}" y="${CY - 8}" font-size="14" font-weight="900" text-anchor="middle" fill="#5a3a00" letter-spacing="3">JACKPOT</text>
<text x="${CX}" y="${CY + 20}" font-size="22" font-weight="900" text-anchor="middle" fill="#b3001b" letter-spacing="2">07 21 34</text></g>`;
}

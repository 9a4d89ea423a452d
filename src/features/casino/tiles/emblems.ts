// The emblem of each kind of game, centred on (150, 80) of a 300 × 200 tile.
import { ball, bolt, chip, die, fan, wedge } from './shapes';

const CX = 150;
const CY = 80;

export function roulette(lightning = false): string {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const fill = i === 0 ? '#0a8a3a' : i % 2 ? '#c8102e' : '#151515';
    return wedge(CX, CY, 40, 58, (i * 360) / 37, ((i + 1) * 360) / 37, fill);
  }).join('');
  const spokes = [0, 45, 90, 135]
    .map((a) => `<rect x="${CX - 2}" y="${CY - 30}" width="4" height="60" rx="2" fill="url(#gold)" transform="rotate(${a} ${CX} ${CY})"/>`)
    .join('');
  return `<circle cx="${CX}" cy="${CY}" r="66" fill="#5a2d0c" stroke="url(#gold)" stroke-width="5"/>
${pockets}
<circle cx="${CX}" cy="${CY}" r="40" fill="#7a4516" stroke="url(#gold)" stroke-width="2"/>
<circle cx="${CX}" cy="${CY}" r="26" fill="url(#gold)"/>${spokes}
<circle cx="${CX}" cy="${CY}" r="8" fill="#fff3b0" stroke="#8a5a00"/>
<circle cx="${CX + 30}" cy="${CY - 40}" r="5" fill="#fff" stroke="#999"/>
${lightning ? bolt(CX + 58, CY - 8, 1.1) + bolt(CX - 60, CY + 10, 0.8) : ''}`;
}

export function cards(hand: Array<[string, string]>, spread = 14, dy = 0): string {
  return fan(hand, CX, CY + dy, spread);
}

export function vsMedallions(): string {
  const stripes = [-14, -2, 10]
    .map((x) => `<path d="M ${CX + 40 + x} ${CY - 34} q 6 14 -2 28" stroke="#1b1b1b" stroke-width="5" fill="none" stroke-linecap="round"/>`)
    .join('');
  return `<circle cx="${CX - 42}" cy="${CY}" r="44" fill="#b3001b" stroke="url(#gold)" stroke-width="4"/>
<path d="M ${CX - 70} ${CY + 22} C ${CX - 66} ${CY - 30}, ${CX - 30} ${CY - 40}, ${CX - 14} ${CY - 18} C ${CX - 30} ${CY - 22}, ${CX - 40} ${CY - 6}, ${CX - 34} ${CY + 6} C ${CX - 46} ${CY}, ${CX - 56} ${CY + 10}, ${CX - 70} ${CY + 22} Z" fill="#ffcf4d"/>
<circle cx="${CX - 30}" cy="${CY - 20}" r="3.5" fill="#b3001b"/>
<circle cx="${CX + 42}" cy="${CY}" r="44" fill="#f08a00" stroke="url(#gold)" stroke-width="4"/>
${stripes}
<circle cx="${CX + 32}" cy="${CY + 8}" r="4" fill="#1b1b1b"/><circle cx="${CX + 52}" cy="${CY + 8}" r="4" fill="#1b1b1b"/>
<circle cx="${CX}" cy="${CY}" r="20" fill="#1b1b1b" stroke="url(#gold)" stroke-width="3"/>
<text x="${CX}" y="${CY + 7}" font-size="19" font-weight="900" text-anchor="middle" fill="url(#gold)">VS</text>`;
}

export function dice(values: number[], colors: string[] = ['#ffffff']): string {
  const size = values.length > 2 ? 44 : 56;
  const gap = size + 10;
  const start = CX - ((values.length - 1) * gap) / 2;
  return values.map((v, i) => die(start + i * gap, CY + (i % 2 ? 10 : -6), size, v, (i - 1) * 12, colors[i % colors.length])).join('');
}

function gem(cx: number, cy: number, s: number): string {
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
<path d="M -12 -5 L -6 -12 L 6 -12 L 12 -5 L 0 12 Z" fill="#19e3a1" stroke="#0a7a57"/>
<path d="M -12 -5 L 12 -5 M -6 -12 L -3 -5 L 0 12 M 6 -12 L 3 -5 L 0 12" stroke="#0a7a57" fill="none" stroke-width=".8"/></g>`;
}

function bomb(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy + 2}" r="11" fill="#1b1b1b"/><rect x="${cx - 3}" y="${cy - 12}" width="6" height="5" fill="#555"/>
<path d="M ${cx} ${cy - 12} q 4 -6 9 -4" stroke="#c99a3b" stroke-width="2" fill="none"/><circle cx="${cx + 10}" cy="${cy - 16}" r="3.5" fill="#ff9d00"/>
<circle cx="${cx - 4}" cy="${cy - 2}" r="3" fill="#fff" opacity=".5"/>`;
}

export function minesGrid(): string {
  const out: string[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      const x = CX - 66 + c * 34;
      const y = CY - 46 + r * 34;
      const open = (r * 4 + c) % 3 !== 1;
      out.push(`<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="${open ? '#12304f' : '#2c5d8f'}" stroke="#4f8ac0"/>`);
      if (r === 1 && c === 2) out.push(bomb(x + 15, y + 15));
      else if (open) out.push(gem(x + 15, y + 16, 0.85));
    }
  return out.join('');
}

export function bigSeven(fill = 'url(#gold)', stroke = '#b3001b'): string {
  return `<text x="${CX}" y="${CY + 44}" font-size="124" font-weight="900" font-style="italic" text-anchor="middle" fill="${fill}" stroke="${stroke}" stroke-width="6" paint-order="stroke" font-family="Georgia, serif">7</text>`;
}

export function crashCurve(): string {
  return `<path d="M ${CX - 70} ${CY + 46} L ${CX + 74} ${CY + 46} M ${CX - 70} ${CY + 46} L ${CX - 70} ${CY - 50}" stroke="#ffffff55" stroke-width="2"/>
<path d="M ${CX - 70} ${CY + 46} Q ${CX + 20} ${CY + 40} ${CX + 56} ${CY - 36} L ${CX + 56} ${CY + 46} Z" fill="#ff3d57" opacity=".35"/>
<path d="M ${CX - 70} ${CY + 46} Q ${CX + 20} ${CY + 40} ${CX + 56} ${CY - 36}" stroke="#ff3d57" stroke-width="5" fill="none" stroke-linecap="round"/>
<g transform="translate(${CX + 60} ${CY - 42}) rotate(-40)"><path d="M 0 -16 C 8 -6 8 8 5 14 L -5 14 C -8 8 -8 -6 0 -16 Z" fill="#fff"/>
<path d="M -5 6 L -11 16 L -4 13 Z M 5 6 L 11 16 L 4 13 Z" fill="#ff3d57"/><circle cx="0" cy="-3" r="3" fill="#2d8cff"/>
<path d="M -3 15 L 0 26 L 3 15 Z" fill="#ffb300"/></g>
<text x="${CX - 22}" y="${CY - 10}" font-size="30" font-weight="900" text-anchor="middle" fill="#fff">2.45x</text>`;
}

export function prizeWheel(colors: string[], segments: number): string {
  const parts = Array.from({ length: segments }, (_, i) =>
    wedge(CX, CY, 0, 60, (i * 360) / segments, ((i + 1) * 360) / segments, colors[i % colors.length]),
  ).join('');
  const pegs = Array.from({ length: segments }, (_, i) => {
    const a = ((i * 360) / segments - 90) * (Math.PI / 180);
    return `<circle cx="${(CX + 63 * Math.cos(a)).toFixed(1)}" cy="${(CY + 63 * Math.sin(a)).toFixed(1)}" r="2.6" fill="#fff3b0"/>`;
  }).join('');
  return `<circle cx="${CX}" cy="${CY}" r="68" fill="#3b1200" stroke="url(#gold)" stroke-width="5"/>${parts}${pegs}
<circle cx="${CX}" cy="${CY}" r="14" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>
<path d="M ${CX - 10} ${CY - 76} L ${CX + 10} ${CY - 76} L ${CX} ${CY - 56} Z" fill="#fff" stroke="#b3001b" stroke-width="2"/>`;
}

export function balls(items: Array<[string, string]>): string {
  const pos: Array<[number, number, number]> = [
    [-44, 10, 28],
    [0, -14, 34],
    [44, 10, 28],
    [-22, 38, 20],
    [24, 40, 20],
  ];
  return items.map(([color, label], i) => ball(CX + pos[i][0], CY + pos[i][1], pos[i][2], color, label)).join('');
}

export function coins(): string {
  const coin = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y + 4}" r="${r}" fill="#7a5200"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)" stroke="#8a5a00" stroke-width="2"/>
<circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="#8a5a00" stroke-dasharray="2 3"/>
<text x="${x}" y="${y + r * 0.36}" font-size="${r}" font-weight="900" text-anchor="middle" fill="#8a5a00">₹</text>`;
  return coin(CX + 34, CY + 12, 34) + coin(CX - 26, CY - 4, 46);
}

export function chipStack(): string {
  const x = CX + 50;
  const stack = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cx="${x}" cy="${CY + 44 - i * 8}" rx="26" ry="10" fill="${['#c8102e', '#1e5bd8', '#0a8a3a'][i % 3]}" stroke="#fff" stroke-width="2" stroke-dasharray="6 5"/>`,
    )
    .join('');
  return `${stack}<text x="${x}" y="${CY + 16}" font-size="11" font-weight="900" text-anchor="middle" fill="#fff">500</text>`;
}

export { chip, bolt };

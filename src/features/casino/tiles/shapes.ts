// Drawing primitives for the casino tiles (SVG markup as strings). Run only by generateTiles.ts at
// authoring time; the lobby itself loads the committed SVG files.

const RED_SUITS = new Set(['♥', '♦']);
const f = (n: number) => Number(n.toFixed(2));

export function card(rank: string, suit: string, w = 54, h = 78): string {
  const ink = RED_SUITS.has(suit) ? '#c8102e' : '#1b1b1b';
  const x = -w / 2;
  const y = -h / 2;
  return `<g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="#fffdf6" stroke="#d8cfb8" stroke-width="1"/>
<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="3" fill="none" stroke="${ink}" stroke-opacity=".18"/>
<text x="${x + 5}" y="${y + 16}" font-size="15" font-weight="800" fill="${ink}" font-family="Georgia, serif">${rank}</text>
<text x="${x + 6}" y="${y + 29}" font-size="12" fill="${ink}">${suit}</text>
<text x="0" y="${f(h * 0.22)}" font-size="${f(w * 0.62)}" text-anchor="middle" fill="${ink}">${suit}</text>
</g>`;
}

/** Cards fanned around a pivot under their centre, like a hand held up to the camera. */
export function fan(cards: Array<[string, string]>, cx: number, cy: number, spread = 14): string {
  const mid = (cards.length - 1) / 2;
  return cards
    .map(([rank, suit], i) => {
      const angle = (i - mid) * spread;
      return `<g transform="translate(${cx} ${cy + 66}) rotate(${angle}) translate(0 -66)">${card(rank, suit)}</g>`;
    })
    .join('');
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

export function die(cx: number, cy: number, size: number, value: number, angle = 0, body = '#ffffff', pip = '#c8102e'): string {
  const s = size / 2;
  const step = size * 0.27;
  const pips = PIPS[value]
    .map(([px, py]) => `<circle cx="${f(px * step)}" cy="${f(py * step)}" r="${f(size * 0.09)}" fill="${pip}"/>`)
    .join('');
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})">
<rect x="${-s}" y="${-s + 4}" width="${size}" height="${size}" rx="${f(size * 0.2)}" fill="#000" opacity=".25"/>
<rect x="${-s}" y="${-s}" width="${size}" height="${size}" rx="${f(size * 0.2)}" fill="${body}" stroke="#00000022"/>
<rect x="${-s + 4}" y="${-s + 3}" width="${size - 8}" height="${f(size * 0.3)}" rx="${f(size * 0.12)}" fill="#fff" opacity=".35"/>
${pips}</g>`;
}

/** A ring segment between radii r0 and r1 and angles a0..a1 (degrees, 0 = up, clockwise). */
export function wedge(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number, fill: string): string {
  const pt = (r: number, a: number) => {
    const rad = ((a - 90) * Math.PI) / 180;
    return `${f(cx + r * Math.cos(rad))} ${f(cy + r * Math.sin(rad))}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  const inner = r0 > 0 ? `L ${pt(r0, a1)} A ${r0} ${r0} 0 ${large} 0 ${pt(r0, a0)}` : `L ${cx} ${cy}`;
  return `<path d="M ${pt(r1, a0)} A ${r1} ${r1} 0 ${large} 1 ${pt(r1, a1)} ${inner} Z" fill="${fill}"/>`;
}

export function ball(cx: number, cy: number, r: number, color: string, label: string): string {
  return `<g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="#00000033"/>
<circle cx="${cx}" cy="${cy}" r="${f(r * 0.55)}" fill="#fff"/>
<text x="${cx}" y="${f(cy + r * 0.24)}" font-size="${f(r * 0.7)}" font-weight="800" text-anchor="middle" fill="#222">${label}</text>
<ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.45)}" rx="${f(r * 0.3)}" ry="${f(r * 0.16)}" fill="#fff" opacity=".55" transform="rotate(-30 ${f(cx - r * 0.35)} ${f(cy - r * 0.45)})"/>
</g>`;
}

export function chip(cx: number, cy: number, r: number, color: string, label = ''): string {
  const dash = f((2 * Math.PI * r * 0.86) / 16);
  return `<g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="#00000044"/>
<circle cx="${cx}" cy="${cy}" r="${f(r * 0.86)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.2)}" stroke-dasharray="${dash}"/>
<circle cx="${cx}" cy="${cy}" r="${f(r * 0.6)}" fill="${color}" stroke="#fff" stroke-opacity=".7" stroke-dasharray="3 2"/>
${label ? `<text x="${cx}" y="${f(cy + r * 0.2)}" font-size="${f(r * 0.55)}" font-weight="900" text-anchor="middle" fill="#fff">${label}</text>` : ''}
</g>`;
}

/** A four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number, opacity: number): string {
  const q = f(r * 0.22);
  return `<path d="M ${cx} ${f(cy - r)} L ${f(cx + q)} ${f(cy - q)} L ${f(cx + r)} ${cy} L ${f(cx + q)} ${f(cy + q)} L ${cx} ${f(cy + r)} L ${f(cx - q)} ${f(cy + q)} L ${f(cx - r)} ${cy} L ${f(cx - q)} ${f(cy - q)} Z" fill="#fff" opacity="${opacity}"/>`;
}

export function bolt(cx: number, cy: number, scale = 1): string {
  return `<path transform="translate(${cx} ${cy}) scale(${scale})" d="M 8 -40 L -16 4 L -2 4 L -10 40 L 18 -8 L 3 -8 L 14 -40 Z" fill="#ffe14d" stroke="#a86b00" stroke-width="2" stroke-linejoin="round"/>`;
}

export function badge(text: string, fill: string): string {
  const w = 14 + text.length * 8;
  return `<g><rect x="12" y="12" width="${w}" height="20" rx="10" fill="${fill}" stroke="#fff" stroke-opacity=".8"/>
<text x="${12 + w / 2}" y="26.5" font-size="12" font-weight="800" text-anchor="middle" fill="#fff" letter-spacing=".5">${text}</text></g>`;
}

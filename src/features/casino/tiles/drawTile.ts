// One casino tile as a standalone SVG document: a rich gradient, light rays and sparkles behind the
// game's emblem, and the game's name in gold across a dark band at the bottom.
import type { TileArt } from './tileArt';
import { sparkle } from './shapes';

const W = 300;
const H = 200;

/** A small deterministic generator, so that regenerating the tiles gives the same files. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    return (h % 10000) / 10000;
  };
}

function rays(): string {
  return Array.from({ length: 16 }, (_, i) => {
    const a = (i * 360) / 16;
    return `<path d="M 150 80 L 140 -140 L 160 -140 Z" fill="#fff" opacity=".05" transform="rotate(${a} 150 80)"/>`;
  }).join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
}

export function drawTile(slug: string, name: string, tile: TileArt): string {
  const random = seeded(slug);
  const sparkles = Array.from({ length: 7 }, () =>
    sparkle(Math.round(random() * W), Math.round(random() * 140), 3 + Math.round(random() * 5), Number((0.35 + random() * 0.5).toFixed(2))),
  ).join('');
  const label = name.toUpperCase();
  const size = Math.min(26, Math.floor(276 / (label.length * 0.8)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tile.from}"/><stop offset="1" stop-color="${tile.to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="${tile.glow}" stop-opacity=".7"/><stop offset="1" stop-color="${tile.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".45" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c4"/><stop offset=".5" stop-color="#f5c542"/><stop offset="1" stop-color="#b8860b"/></linearGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".5"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${rays()}
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${sparkles}
<g filter="url(#shadow)">${tile.emblem}</g>
<rect y="128" width="${W}" height="72" fill="url(#band)"/>
<text x="150" y="182" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="900" letter-spacing="1" text-anchor="middle" fill="url(#gold)" stroke="#2a1800" stroke-width="3" paint-order="stroke">${escapeXml(label)}</text>
<rect x="3" y="3" width="${W - 6}" height="${H - 6}" rx="12" fill="none" stroke="url(#gold)" stroke-width="2" opacity=".75"/>
</svg>
`;
}

// `npx tsx scripts/drawIcons.ts`: draws the installable app's icons (public/icons/*.png) from the
// favicon's shapes (public/favicon.svg: a mountain and two price dots on the navy tile) with
// @napi-rs/canvas. The PNGs are committed; run this again only when the mark changes.
//   icon-192.png, icon-512.png: the tile with rounded corners ("any");
//   maskable-512.png: full-bleed navy, the mark inside the central 80% safe zone ("maskable").
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

const NAVY = '#0f2a3d';
const GOLD = '#f5b400';
const BACK_BLUE = '#72bbef';
const LAY_PINK = '#faa9ba';
const out = path.resolve(__dirname, '..', 'public', 'icons');

/** The favicon's 64-unit drawing at `size` pixels, scaled by `scale` about the centre. */
function draw(size: number, { rounded, scale }: { rounded: boolean; scale: number }): Buffer {
  const canvas = createCanvas(size, size);
  const g = canvas.getContext('2d');
  const unit = size / 64;
  g.fillStyle = NAVY;
  if (rounded) {
    g.beginPath();
    g.roundRect(0, 0, size, size, 14 * unit);
    g.fill();
  } else {
    g.fillRect(0, 0, size, size);
  }
  g.translate(size / 2, size / 2);
  g.scale(unit * scale, unit * scale);
  g.translate(-32, -32);
  g.fillStyle = GOLD;
  g.beginPath();
  g.moveTo(14, 40);
  g.lineTo(28, 18);
  g.lineTo(36, 30);
  g.lineTo(44, 22);
  g.lineTo(52, 40);
  g.closePath();
  g.fill();
  for (const [x, colour] of [
    [22, BACK_BLUE],
    [42, LAY_PINK],
  ] as const) {
    g.fillStyle = colour;
    g.beginPath();
    g.arc(x, 44, 5, 0, Math.PI * 2);
    g.fill();
  }
  return canvas.toBuffer('image/png');
}

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), draw(192, { rounded: true, scale: 1 }));
fs.writeFileSync(path.join(out, 'icon-512.png'), draw(512, { rounded: true, scale: 1 }));
fs.writeFileSync(path.join(out, 'maskable-512.png'), draw(512, { rounded: false, scale: 0.8 }));
process.stdout.write(`icons drawn in ${out}\n`);

// Draws the installed app's icons (issue 30) into public/: the favicon's evergreen tree, white on the theme's pine
// green, 192 and 512 px, and a maskable 512 px one whose tree stays inside the safe circle (80 % of the width).
// Run again only to change the icons: `pnpm exec tsx scripts/make-icons.ts`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/** The favicon's path (viewBox 0 0 24 24). */
const TREE: [number, number][] = [
  [12, 2],
  [5, 11],
  [8, 11],
  [4, 17],
  [10, 17],
  [10, 22],
  [14, 22],
  [14, 17],
  [20, 17],
  [16, 11],
  [19, 11],
];
const GREEN = [0x2e, 0x7d, 0x53];
const WHITE = [0xff, 0xff, 0xff];

function inside(x: number, y: number): boolean {
  let result = false;
  for (let i = 0, j = TREE.length - 1; i < TREE.length; j = i++) {
    const [xi, yi] = TREE[i] as [number, number];
    const [xj, yj] = TREE[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `size` px; the tree's 24 units span `treeShare` of the width; 4×4 samples a pixel smooth its edges. */
function icon(size: number, treeShare: number): Buffer {
  const rows: Buffer[] = [];
  const scale = 24 / (size * treeShare);
  const offset = (size * (1 - treeShare)) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      let hits = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++)
          if (inside((x + (sx + 0.5) / 4 - offset) * scale, (y + (sy + 0.5) / 4 - offset) * scale)) hits++;
      for (let c = 0; c < 3; c++) {
        const mix = hits / 16;
        row[1 + x * 3 + c] = Math.round((GREEN[c] as number) * (1 - mix) + (WHITE[c] as number) * mix);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = join(import.meta.dirname, '../public/icons');
writeFileSync(join(out, 'icon-192.png'), icon(192, 0.7));
writeFileSync(join(out, 'icon-512.png'), icon(512, 0.7));
writeFileSync(join(out, 'icon-maskable-512.png'), icon(512, 0.5));

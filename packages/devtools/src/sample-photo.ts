import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A camera-like photo for benchmarks and journeys: a sky-to-grass gradient with grain, so it neither compresses
 * to nothing like a plain colour nor is pure noise. 1600 x 1200 is about 3 MB as PNG, the weight of a phone
 * photo: what a card would download if it showed the photo instead of a thumbnail. `seed` varies the colours.
 */
export function samplePhoto(seed = 0, width = 1600, height = 1200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const pixels = Buffer.alloc(height * (1 + width * 3));
  // A small deterministic generator: the same seed gives the same bytes.
  let state = (seed * 2654435761 + 1) >>> 0;
  const grain = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return (state >>> 24) / 8 - 16;
  };
  const tint = (seed * 37) % 60;
  // Leaves, stones and grass: 8-pixel patches of their own shade, detail that a thumbnail still shows.
  const patch = (x: number, y: number) => {
    let h = (Math.floor(x / 8) * 73856093) ^ (Math.floor(y / 8) * 19349663) ^ (seed * 83492791);
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h >>> 24) & 0xff) / 5 - 25;
  };
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    const sky = y < height * 0.55;
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      const t = y / height;
      const base = sky
        ? [120 + tint + 80 * t, 160 + 60 * t, 220 - 40 * t]
        : [60 + tint, 110 + 40 * (1 - t), 50];
      const shade = patch(x, y);
      for (let c = 0; c < 3; c += 1) {
        pixels[at + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + shade + grain()));
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

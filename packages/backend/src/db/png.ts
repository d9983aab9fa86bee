import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG whose pixels come from `color(x, y)`: demo photos without shipping binary files. */
export function png(
  width: number,
  height: number,
  color: (x: number, y: number) => [number, number, number],
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set(color(x, y), start + 1 + x * 3);
  }
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  // A plain ArrayBuffer-backed copy: what Blob and fetch bodies accept.
  return new Uint8Array(file);
}

/** A quiet landscape: sky over a green field with a grey headstone. */
export function graveScene(size = 96): Uint8Array<ArrayBuffer> {
  return png(size, size, (x, y) => {
    const stone = Math.abs(x - size / 2) < size / 8 && y > size / 3 && y < (size * 3) / 4;
    if (stone) return [150, 150, 158];
    if (y < size / 2) return [150 + Math.round((y / size) * 100), 190, 235];
    return [60, 130 + Math.round((x / size) * 40), 70];
  });
}

/** A soft portrait placeholder: a figure on a warm background. */
export function portrait(size = 96): Uint8Array<ArrayBuffer> {
  return png(size, size, (x, y) => {
    const head = (x - size / 2) ** 2 + (y - size / 3) ** 2 < (size / 6) ** 2;
    const shoulders = y > size / 2 && Math.abs(x - size / 2) < size / 3 - (size - y) / 6;
    if (head || shoulders) return [90, 80, 110];
    return [235, 215 - Math.round((y / size) * 40), 190];
  });
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Map tiles and place search are public services this machine cannot reach. This stand-in answers both, in
 * their formats, so end-to-end tests exercise the real map and search code: a plain 256x256 PNG for every
 * tile and a canned Nominatim answer for every search.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A plain PNG of one colour; tests also use it as a photo to upload. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const STAND_IN_PLACES = [
  {
    place_id: 101,
    display_name: 'Evergreen Cemetery, Stevens Avenue, Portland, Maine, United States',
    lat: '43.6783',
    lon: '-70.3006',
  },
  {
    place_id: 102,
    display_name: 'Green-Wood Cemetery, Brooklyn, New York, United States',
    lat: '40.6524',
    lon: '-73.9903',
  },
];

export interface MapStandIn {
  tileUrl: string;
  geocoderUrl: string;
  close(): Promise<void>;
}

export async function startMapStandIn(): Promise<MapStandIn> {
  // Pale green, the colour of a park on a map.
  const tile = solidPng(256, 256, [0xdc, 0xef, 0xe4]);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
      response.end(tile);
      return;
    }
    if (url.pathname === '/search') {
      const query = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 5);
      const words = query.split(/\s+/).filter(Boolean);
      const found = STAND_IN_PLACES.filter((place) =>
        words.every((word) => place.display_name.toLowerCase().includes(word)),
      ).slice(0, limit);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(found));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    tileUrl: `${base}/tiles/{z}/{x}/{y}.png`,
    geocoderUrl: `${base}/search`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

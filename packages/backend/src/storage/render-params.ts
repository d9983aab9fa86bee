import { StorageError } from './errors.ts';

// The query of Supabase Storage's image transformations (`/storage/v1/render/image/...`), as storage-js's
// `transform` option writes it: width, height, resize, quality, format. The ranges are Supabase's documented
// ones (width and height 1-2500, quality 20-100, default 80; resize cover, contain or fill, default cover).

export const MAX_RENDER_DIMENSION = 2500;
const MIN_QUALITY = 20;
const DEFAULT_QUALITY = 80;
const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;

export type ResizeMode = (typeof RESIZE_MODES)[number];

export interface RenderParams {
  width: number | undefined;
  height: number | undefined;
  resize: ResizeMode;
  quality: number;
  /** `origin` keeps the stored format; otherwise WebP for a browser that accepts it. */
  keepFormat: boolean;
}

const badParam = (message: string) => new StorageError(400, 'InvalidRequest', message);

function integerIn(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw badParam(`${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

/**
 * Reads the transformation from the query, refusing what Supabase would not render. Other parameters
 * (`download`, `cacheNonce`, `versionId`) change nothing about the pixels and are ignored, as a CDN would.
 */
export function parseRenderParams(query: URLSearchParams): RenderParams {
  const resize = query.get('resize') || 'cover';
  if (!RESIZE_MODES.some((mode) => mode === resize)) {
    throw badParam(`resize must be one of ${RESIZE_MODES.join(', ')}`);
  }
  const format = query.get('format');
  if (format !== null && format !== '' && format !== 'origin') {
    throw badParam("format must be 'origin' (or left out for the best format the browser accepts)");
  }
  return {
    width: integerIn(query, 'width', 1, MAX_RENDER_DIMENSION),
    height: integerIn(query, 'height', 1, MAX_RENDER_DIMENSION),
    resize: resize as ResizeMode,
    quality: integerIn(query, 'quality', MIN_QUALITY, 100) ?? DEFAULT_QUALITY,
    keepFormat: format === 'origin',
  };
}

/** One cache key per distinct output; the query's order and ignored parameters do not split it. */
export function renderKey(params: RenderParams, outputType: string): string {
  const { width, height, resize, quality } = params;
  return `${width ?? ''}x${height ?? ''}:${resize}:${quality}:${outputType}`;
}

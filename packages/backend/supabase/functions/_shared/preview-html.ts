// The HTML a link-preview crawler gets for /graves/{id}: the memorial's Open Graph and Twitter card tags, and a
// plain readable body. Every value from the database is escaped; nothing of a memorial anon cannot read is ever
// passed in. Everything the page itself says is in the requester's language (their Accept-Language).
import { type ServerI18n, serverI18n } from './messages/i18n.ts';
import { directionOf } from './messages/locale.ts';
import type { PreviewMemorial } from './public-memorials.ts';

export const SITE_NAME = 'Evergreen Memorials';
const SITE_DESCRIPTION =
  /*i18n*/ 'Create lasting digital memorials for the people you love: their story, photos, resting place and memories.';

const ENGLISH = serverI18n('en');

/** Text safe inside an element or a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function lifeDates(memorial: PreviewMemorial, i18n: ServerI18n): string | undefined {
  const born = i18n.longDate(memorial.birth_date);
  const died = i18n.longDate(memorial.death_date);
  if (born && died) return i18n._('{born} - {died}', { born, died });
  if (born) return i18n._('Born {born}', { born });
  if (died) return i18n._('Died {died}', { died });
  return undefined;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function shorten(text: string, max: number): string {
  const flat = squash(text);
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The preview's description: the dates, then the epitaph (or the start of the story). */
export function previewDescription(memorial: PreviewMemorial, i18n: ServerI18n = ENGLISH): string {
  const words = memorial.epitaph?.trim()
    ? `“${squash(memorial.epitaph)}”`
    : memorial.description?.trim()
      ? shorten(memorial.description, 200)
      : undefined;
  const parts = [lifeDates(memorial, i18n), words].filter((part): part is string => Boolean(part));
  const name = squash(memorial.full_name);
  return parts.length > 0 ? parts.join(' · ') : i18n._('In memory of {name}.', { name });
}

/** The photo's absolute URL (the person's portrait first, else the grave's), only http(s). */
export function previewImage(memorial: PreviewMemorial, storageUrl: string): string | undefined {
  for (const candidate of [memorial.person_image_url, memorial.image_url]) {
    if (!candidate?.trim()) continue;
    try {
      const url = new URL(candidate.trim(), storageUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL at all: try the other photo.
    }
  }
  return undefined;
}

/** The address people share: the readable slug when there is one. */
export function memorialPageUrl(siteUrl: string, memorial: Pick<PreviewMemorial, 'id' | 'slug'>): string {
  return `${siteUrl.replace(/\/$/, '')}/graves/${encodeURIComponent(memorial.slug ?? memorial.id)}`;
}

interface Page {
  i18n: ServerI18n;
  title: string;
  description: string;
  url: string;
  image?: { url: string; alt: string };
  noindex: boolean;
  body: string;
}

function page({ i18n, title, description, url, image, noindex, body }: Page): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    noindex ? meta('name', 'robots', 'noindex') : undefined,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', i18n.tag.replace('-', '_')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    image ? meta('property', 'og:image', image.url) : undefined,
    image ? meta('property', 'og:image:alt', image.alt) : undefined,
    // A large card shows the photo; without one the small card looks better than an empty large one.
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image.url) : undefined,
    image ? meta('name', 'twitter:image:alt', image.alt) : undefined,
  ].filter((tag): tag is string => tag !== undefined);
  return `<!doctype html>
<html lang="${i18n.tag}" dir="${directionOf(i18n.locale)}">
<head>
${tags.join('\n')}
</head>
<body>
${body}
</body>
</html>
`;
}

export interface PreviewOptions {
  siteUrl: string;
  /** Where relative photo URLs are resolved (the Supabase URL). */
  storageUrl: string;
  /** What the page says is in this language (the requester's); English when not given. */
  i18n?: ServerI18n;
}

export function memorialPreviewHtml(memorial: PreviewMemorial, options: PreviewOptions): string {
  const i18n = options.i18n ?? ENGLISH;
  const title = squash(memorial.full_name);
  const description = previewDescription(memorial, i18n);
  const url = memorialPageUrl(options.siteUrl, memorial);
  const imageUrl = previewImage(memorial, options.storageUrl);
  const image = imageUrl ? { url: imageUrl, alt: i18n._('Photo of {title}', { title }) } : undefined;
  const siteName = SITE_NAME;
  const body = [
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    image ? `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}">` : undefined,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(i18n._('Visit the memorial on {siteName}', { siteName }))}</a></p>`,
    '</main>',
  ].filter((line): line is string => line !== undefined);
  return page({
    i18n,
    title,
    description,
    url,
    image,
    noindex: memorial.hide_from_search,
    body: body.join('\n'),
  });
}

/** For an address that shows no public memorial (missing or private): nothing about any memorial. */
export function genericPreviewHtml(siteUrl: string, i18n: ServerI18n = ENGLISH): string {
  const url = `${siteUrl.replace(/\/$/, '')}/`;
  const description = i18n._(SITE_DESCRIPTION);
  const siteName = SITE_NAME;
  const visit = i18n._('Visit {siteName}', { siteName });
  return page({
    i18n,
    title: SITE_NAME,
    description,
    url,
    noindex: true,
    body: `<main>\n<h1>${SITE_NAME}</h1>\n<p>${escapeHtml(description)}</p>\n<p><a href="${escapeHtml(url)}">${escapeHtml(visit)}</a></p>\n</main>`,
  });
}

/** Where a Supabase API lives: never a page of the app, even when a misconfigured client asks this origin. */
const API_PATH = /^\/(auth|rest|storage|functions|realtime|graphql)\/v1(\/|$)/;
/** A last path segment with a file extension (`main.js`, `photo.webp`, `mf-manifest.json`): a file, not a page. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HTML_RANGES = new Set(['text/html', 'application/xhtml+xml', 'text/*', '*/*']);

/** The media ranges of an Accept header that the client takes (q above 0), lower-cased, without parameters. */
function acceptedRanges(accept: string): string[] {
  return accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (range === '' || (q !== undefined && Number(q.slice(2)) <= 0)) return [];
    return [range];
  });
}

/**
 * Whether a request for a missing file is someone opening a page of the app, which then gets the app's
 * index.html (or, for a crawler, the memorial preview). A browser's navigation names `text/html`; so does anyone
 * who asks for HTML by name, at any path. `curl`, link checkers and other clients send `Accept: *\/*`, another range
 * that admits HTML, or no Accept at all: they get the page when the path is one (its last segment names no file,
 * and it is not a Supabase API path). A file that is not there (`/static/js/gone.js`) stays a 404 for its loader,
 * and a client that takes only JSON gets its 404 too.
 */
export function isPageRequest(
  method: string | undefined,
  pathname: string,
  accept: string | undefined,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const ranges = acceptedRanges(accept ?? '');
  if (ranges.some((range) => HTML_TYPES.has(range))) return true;
  const admitsHtml = ranges.length === 0 || ranges.some((range) => HTML_RANGES.has(range));
  return admitsHtml && !API_PATH.test(pathname) && !FILE_NAME.test(pathname);
}

// What every Deno entry shares: reading its secrets, and serving its one handler with a plain JSON 500 (never a
// stack) when it throws, plus CORS for the functions the browser calls from the app's origin.

// Deno's own global, declared here so the workspace type check (Node types) accepts these files unchanged.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

export function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  return Deno.env.get(name);
}

export interface ServeOptions {
  /** The `{error}` of an unexpected failure. */
  failure?: string;
  /** The methods a browser may call with, for functions the app calls across origins; none means no CORS. */
  corsMethods?: string;
}

export function serveFunction(
  handle: (request: Request) => Promise<Response>,
  { failure = 'The function failed', corsMethods }: ServeOptions = {},
): void {
  const cors = corsMethods
    ? {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
        'access-control-allow-methods': corsMethods,
      }
    : undefined;
  Deno.serve(async (request) => {
    if (cors && request.method === 'OPTIONS') return new Response('ok', { headers: cors });
    const response = await handle(request).catch((error: unknown) => {
      console.error(error);
      return Response.json({ error: failure }, { status: 500 });
    });
    for (const [name, value] of Object.entries(cors ?? {})) response.headers.set(name, value);
    return response;
  });
}

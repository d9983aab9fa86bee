import type { MyPlan, MyPlanRow } from '@evergreen/domain/subscription';
import { HttpResponse, http, type RequestHandler } from 'msw';

/**
 * The stand-in backend of tests and stories, as Mock Service Worker handlers: tables answer as PostgREST would for
 * the columns and filters asked (so a wrong column, table or filter fails), database and edge functions as the
 * test or story serves them. The one place that turns seeded rows into responses: tests serve these handlers
 * with msw's node server (test-backend.ts), stories through the client's fetch (stories.tsx).
 */

type Row = Record<string, unknown>;
type Rpc = (args: Record<string, unknown>) => unknown;

/** A PostgREST error answer, as supabase-js reads it (`error.message`, `error.code`). */
export const restError = (status: number, message: string, code = 'P0001', details: string | null = null) =>
  HttpResponse.json({ code, message, details, hint: null }, { status });

/** Splits a select list at its top-level commas: `id, author:profiles(full_name)`. */
function selectItems(select: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of select) {
    if (char === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    current += char;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

class UnknownColumn extends Error {}

/** The row as the select list shapes it; an embedded resource (`alias:table(...)`) is read from the row as is. */
function project(row: Row, select: string | null): Row {
  if (!select || select === '*') return row;
  const shaped: Row = {};
  for (const item of selectItems(select)) {
    if (item === '*') {
      Object.assign(shaped, row);
      continue;
    }
    const [head = item] = item.split('(');
    const [key = head, column = key] = head.replace(/!.*$/, '').split(':');
    const source = item.includes('(') ? key : column;
    if (!(source in row)) throw new UnknownColumn(`column ${source} does not exist`);
    shaped[key] = row[source];
  }
  return shaped;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** Whether a row passes one PostgREST filter (`eq.x`, `neq.x`, `is.null`, `in.(a,b)`, `gte.x`, `ilike.*x*`). */
function passes(row: Row, column: string, filter: string): boolean {
  // A filter on an embedded resource (`graves.user_id`) reads the object the row holds under that name.
  const [resource, field] = column.includes('.') ? column.split('.') : [undefined, column];
  const source = resource === undefined ? row : row[resource];
  if (typeof source !== 'object' || source === null || !(String(field) in source)) {
    throw new UnknownColumn(`column ${column} does not exist`);
  }
  const value = (source as Row)[String(field)];
  const dot = filter.indexOf('.');
  const operator = filter.slice(0, dot);
  const operand = filter.slice(dot + 1);
  const text = value === null || value === undefined ? null : String(value);
  switch (operator) {
    case 'eq':
      return text === operand;
    case 'neq':
      return text !== operand;
    case 'is':
      return operand === 'null' ? value === null : text === operand;
    case 'in':
      return (
        text !== null &&
        operand
          .replace(/^\(|\)$/g, '')
          .split(',')
          .includes(text)
      );
    case 'gte':
      return text !== null && text >= operand;
    case 'lte':
      return text !== null && text <= operand;
    case 'ilike': {
      // `*` (PostgREST's spelling) and `%` match any text; `_` one character.
      const pattern = operand
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/[*%]/g, '.*')
        .replace(/_/g, '.');
      return text !== null && new RegExp(`^${pattern}$`, 'i').test(text);
    }
    default:
      throw new UnknownColumn(`the test backend does not know the filter ${operator}`);
  }
}

function matching(rows: Row[], params: URLSearchParams): Row[] {
  return rows.filter((row) =>
    [...params].every(([column, filter]) => RESERVED.has(column) || passes(row, column, filter)),
  );
}

function ordered(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = order.split(',').map((part) => {
    const [column = '', direction] = part.split('.');
    return { column, sign: direction === 'desc' ? -1 : 1 };
  });
  return [...rows].sort((a, b) => {
    for (const { column, sign } of keys) {
      const left = String(a[column] ?? '');
      const right = String(b[column] ?? '');
      if (left !== right) return left < right ? -sign : sign;
    }
    return 0;
  });
}

/** The answer to a read or a write that returns rows: one object for `.single()`, counts in Content-Range. */
function answer(request: Request, rows: Row[], total: number, status = 200) {
  const url = new URL(request.url);
  const shaped = rows.map((row) => project(row, url.searchParams.get('select')));
  const headers: Record<string, string> = {};
  if (request.headers.get('Prefer')?.includes('count=exact')) {
    headers['Content-Range'] = rows.length ? `0-${rows.length - 1}/${total}` : `*/${total}`;
  }
  if (request.method === 'HEAD') return new HttpResponse(null, { status, headers });
  if (request.headers.get('Accept') === 'application/vnd.pgrst.object+json') {
    if (shaped.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: `The result contains ${shaped.length} rows`,
          hint: null,
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(shaped[0] as Row, { status, headers });
  }
  return HttpResponse.json(shaped, { status, headers });
}

/** The tables and database functions one test serves, with the rows it can read back after a write. */
export interface TestDatabase {
  /** Each request made to a table so far, as `METHOD table` (`GET graves`). */
  requests(): string[];
  /** The table's rows now (after the writes the app made). */
  rows(table: string): Row[];
  /** Replaces a table's rows; `defaults` fill what an insert leaves out, as the table's column defaults do. */
  seed(table: string, rows: readonly object[], defaults?: object): void;
  /** Answers `rpc(name, args)`; a thrown Response is sent as is (see `restError`). */
  rpc(name: string, handler: Rpc): void;
  /** The arguments of each call of a database function so far. */
  rpcCalls(name: string): Record<string, unknown>[];
  /** Answers an edge function (`functions.invoke(name, { body })`); a thrown Response is sent as is. */
  edgeFunction(name: string, handler: Rpc): void;
  /** The bodies of each call of an edge function so far. */
  edgeFunctionCalls(name: string): Record<string, unknown>[];
  /** Serves `my_plan()` for this plan and usage. */
  servePlan(plan: MyPlan): void;
  /** Makes every request to a table or database function fail as a server error (by default without a message). */
  fail(tableOrFunction: string, message?: string): void;
}

/** The backend's handlers and the database they serve. */
export interface Backend extends TestDatabase {
  /** msw handlers of the tables, database functions and edge functions at the backend's address. */
  readonly handlers: RequestHandler[];
  /** Forgets the rows, answers, failures and requests. */
  reset(): void;
}

/**
 * The backend at `supabaseUrl`. What nothing was seeded for answers as the server would (a missing relation or
 * function, 404) or, with `unseeded: 'unanswered'`, is left to the caller (a story reports it).
 */
export function createBackend(
  supabaseUrl: string,
  { unseeded = 'not-found' }: { unseeded?: 'not-found' | 'unanswered' } = {},
): Backend {
  const tables = new Map<string, Row[]>();
  const defaultsOf = new Map<string, Row>();
  const requests: string[] = [];
  const rpcs = new Map<string, Rpc>();
  const edgeFunctions = new Map<string, Rpc>();
  const calls = new Map<string, Record<string, unknown>[]>();
  const failing = new Map<string, string>();

  const table = http.all(`${supabaseUrl}/rest/v1/:table`, async ({ request, params }) => {
    const name = String(params.table);
    requests.push(`${request.method} ${name}`);
    const failure = failing.get(name);
    if (failure !== undefined) return restError(500, failure);
    const rows = tables.get(name);
    if (!rows)
      return unseeded === 'unanswered'
        ? undefined
        : restError(404, `relation "public.${name}" does not exist`, '42P01');
    const url = new URL(request.url);
    try {
      switch (request.method) {
        case 'GET':
        case 'HEAD': {
          const found = ordered(matching(rows, url.searchParams), url.searchParams.get('order'));
          const offset = Number(url.searchParams.get('offset') ?? 0);
          const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : undefined;
          const page = found.slice(offset, limit === undefined ? undefined : offset + limit);
          return answer(request, page, found.length);
        }
        case 'POST': {
          const body = (await request.json()) as Row | Row[];
          const added = (Array.isArray(body) ? body : [body]).map((row) => ({
            ...defaultsOf.get(name),
            ...row,
          }));
          tables.set(name, [...rows, ...added]);
          return answer(request, added, added.length, 201);
        }
        case 'PATCH': {
          const changes = (await request.json()) as Row;
          const changed = matching(rows, url.searchParams);
          tables.set(
            name,
            rows.map((row) => (changed.includes(row) ? { ...row, ...changes } : row)),
          );
          return answer(
            request,
            changed.map((row) => ({ ...row, ...changes })),
            changed.length,
          );
        }
        case 'DELETE': {
          const removed = matching(rows, url.searchParams);
          tables.set(
            name,
            rows.filter((row) => !removed.includes(row)),
          );
          return answer(request, removed, removed.length);
        }
        default:
          return restError(405, `${request.method} is not served by the test backend`);
      }
    } catch (error) {
      if (error instanceof UnknownColumn) return restError(400, error.message, '42703');
      throw error;
    }
  });

  const functions = http.post(`${supabaseUrl}/rest/v1/rpc/:name`, async ({ request, params }) => {
    const name = String(params.name);
    const text = await request.text();
    const args = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    calls.set(name, [...(calls.get(name) ?? []), args]);
    const failure = failing.get(name);
    if (failure !== undefined) return restError(500, failure);
    const handler = rpcs.get(name);
    if (!handler)
      return unseeded === 'unanswered'
        ? undefined
        : restError(404, `function ${name} does not exist`, 'PGRST202');
    try {
      return HttpResponse.json((await handler(args)) as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  });

  const edge = http.post(`${supabaseUrl}/functions/v1/:name`, async ({ request, params }) => {
    const name = `functions/${String(params.name)}`;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    calls.set(name, [...(calls.get(name) ?? []), body]);
    const handler = edgeFunctions.get(name);
    if (!handler)
      return unseeded === 'unanswered'
        ? undefined
        : HttpResponse.json({ error: `No function ${name}` }, { status: 404 });
    try {
      return HttpResponse.json((await handler(body)) as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  });

  return {
    handlers: [functions, edge, table],
    reset: () => {
      tables.clear();
      defaultsOf.clear();
      requests.length = 0;
      rpcs.clear();
      edgeFunctions.clear();
      calls.clear();
      failing.clear();
    },
    requests: () => [...requests],
    rows: (name) => tables.get(name) ?? [],
    seed: (name, rows, defaults) => {
      tables.set(name, [...rows] as Row[]);
      if (defaults) defaultsOf.set(name, defaults as Row);
    },
    rpc: (name, handler) => {
      rpcs.set(name, handler);
    },
    rpcCalls: (name) => calls.get(name) ?? [],
    edgeFunction: (name, handler) => {
      edgeFunctions.set(`functions/${name}`, handler);
    },
    edgeFunctionCalls: (name) => calls.get(`functions/${name}`) ?? [],
    servePlan: (plan) => {
      rpcs.set('my_plan', () => myPlanRow(plan));
    },
    fail: (name, message = '') => {
      failing.set(name, message);
    },
  };
}

/** What `my_plan()` answers (its SQL row) for this plan and usage. */
export function myPlanRow({ plan, gravesCount, collaboratorsCount, subscription }: MyPlan): MyPlanRow {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    max_graves: plan.maxGraves,
    max_collaborators: plan.maxCollaborators,
    has_advanced_features: plan.hasAdvancedFeatures,
    graves_count: gravesCount,
    collaborators_count: collaboratorsCount,
    subscription_status: subscription.status,
    payment_method_brand: subscription.cardBrand,
    payment_method_last4: subscription.cardLast4,
  };
}

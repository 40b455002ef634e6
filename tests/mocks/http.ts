import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE } from '../../contract/enums';
import { recordRequest } from './recorder';

export type Access = 'public' | 'member' | 'admin';
type Method = 'get' | 'post' | 'put' | 'delete';
type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

/** Any origin, so the same handlers serve tests, the dev server and a VITE_API_BASE on another host. */
export function apiPath(path: string): string {
  return `*/api${path}`;
}

/**
 * One mock endpoint: records the request, then enforces the header rules of
 * spec 6 and 7 (raw token; admin calls with credentials and the request-id
 * header) before answering. Tests use it for per-test overrides too.
 */
export function route(method: Method, path: string, access: Access, resolver: Resolver) {
  return http[method](apiPath(path), async (info) => {
    await recordRequest(info.request);
    const token = info.request.headers.get('authorization');
    if (access !== 'public' && (!token || token.startsWith('Bearer '))) {
      return HttpResponse.json({ errorMessage: 'Please log in to continue.' }, { status: 401 });
    }
    if (
      access === 'admin' &&
      (info.request.headers.get(ADMIN_REQUEST_ID_HEADER) !== ADMIN_REQUEST_ID_VALUE ||
        info.request.credentials !== 'include')
    ) {
      return HttpResponse.json(
        { errorMessage: 'Admin requests must carry credentials and the request id.' },
        { status: 400 },
      );
    }
    return resolver(info);
  });
}

export function ok(body: DefaultBodyType = {}) {
  return HttpResponse.json(body);
}

/** A failure with the server's errorMessage, or with no body at all when none is given. */
export function fail(status: number, errorMessage?: string) {
  return errorMessage === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json({ errorMessage }, { status });
}

export function pageOf<T>(items: readonly T[], request: Request, defaultLimit: number): T[] {
  const url = new URL(request.url);
  const start = Number(url.searchParams.get('start') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  return items.slice(start, start + limit);
}

import { ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE } from '../../contract/admin-request';
import { activeLanguage } from '../lib/i18n/i18n';
import { getAdminToken, getFamilyToken, getMemberToken } from '../lib/session';

/** `/api` on the app's own host unless VITE_API_BASE says otherwise (spec 7). */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/**
 * What every call returns. Only status 200 is success (spec 8); a failure
 * carries the server's errorMessage when it sent one, so a screen can choose
 * between that and its own fallback text.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; errorMessage?: string };

/** Thrown when no answer arrived at all, so screens can show their 'An error occurred ...' text. */
export class ApiNetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'ApiNetworkError';
  }
}

/** 'family': a relative with family access, acting on the member they help. */
export type Auth = 'none' | 'member' | 'optional-member' | 'admin' | 'family';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  auth?: Auth;
  query?: Record<string, string | number>;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Sent even as the page goes away (a call hung up by closing its tab). */
  keepalive?: boolean;
}

function buildUrl(path: string, query?: ApiRequest['query']): string {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return url.toString();
}

function buildHeaders(request: ApiRequest): Headers {
  const headers = new Headers();
  // The server answers its errorMessage in the language the member reads.
  headers.set('Accept-Language', activeLanguage());
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  const auth = request.auth ?? 'member';
  // Spec 6: the raw token, never 'Bearer <token>'.
  if (auth === 'member' || auth === 'optional-member') {
    const token = getMemberToken();
    if (token) headers.set('Authorization', token);
  } else if (auth === 'family') {
    const token = getFamilyToken();
    if (token) headers.set('Authorization', token);
  } else if (auth === 'admin') {
    const token = getAdminToken();
    if (token) headers.set('Authorization', token);
    headers.set(ADMIN_REQUEST_ID_HEADER, ADMIN_REQUEST_ID_VALUE);
  }
  return headers;
}

function readErrorMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'errorMessage' in body) {
    const message = (body as { errorMessage: unknown }).errorMessage;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers: buildHeaders(request),
      body: request.form ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
      credentials: request.auth === 'admin' ? 'include' : 'same-origin',
      signal: request.signal,
      keepalive: request.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiNetworkError(error);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiNetworkError(error);
  }
  let body: unknown = null;
  let parsed = true;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      parsed = false;
    }
  }

  if (response.status !== 200)
    return { ok: false, status: response.status, errorMessage: parsed ? readErrorMessage(body) : undefined };
  // A 200 whose body is not JSON cannot be trusted as data: report it like a failure without a message.
  if (!parsed) return { ok: false, status: response.status };
  return { ok: true, data: body as T };
}

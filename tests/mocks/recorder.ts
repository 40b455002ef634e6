/**
 * Records every request the app sends to the mock API, so tests assert what
 * went over the wire: method, path, query, headers, credentials and body.
 */
export interface RecordedFile {
  name: string;
  type: string;
  size: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  credentials: RequestCredentials;
  json?: unknown;
  form?: Record<string, Array<string | RecordedFile>>;
  text?: string;
}

export const recordedRequests: RecordedRequest[] = [];

export function clearRecordedRequests(): void {
  recordedRequests.length = 0;
}

/** The requests sent to one method and path (path without the /api base). */
export function requestsTo(method: string, path: string): RecordedRequest[] {
  return recordedRequests.filter((r) => r.method === method && r.path === path);
}

export async function recordRequest(request: Request): Promise<void> {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname.replace(/^.*?\/api(?=\/)/, ''),
    query: Object.fromEntries(url.searchParams.entries()),
    headers: Object.fromEntries(request.headers.entries()),
    credentials: request.credentials,
  };
  // Push first so the order of requests is the order they were sent.
  recordedRequests.push(entry);
  const contentType = request.headers.get('content-type') ?? '';
  const copy = request.clone();
  if (contentType.includes('application/json')) {
    entry.json = await copy.json();
  } else if (contentType.includes('multipart/form-data')) {
    const form = await copy.formData();
    const fields: Record<string, Array<string | RecordedFile>> = {};
    for (const [key, value] of form.entries()) {
      const item = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
      (fields[key] ??= []).push(item);
    }
    entry.form = fields;
  } else if (request.method !== 'GET' && request.method !== 'DELETE') {
    const text = await copy.text();
    if (text !== '') entry.text = text;
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usersRepository } from './repositories/users';
import { createActiveMember, makeJpeg } from './test/fixtures';
import { useTestServer } from './test/test-server';

const t = useTestServer();

/** Generated requests per caller; three callers make the whole run. */
const RUNS_PER_CALLER = 3400;

/**
 * Field names each call reads (spec 7), so generated bodies and queries often
 * get past the first check and reach deeper code; any other key may be sent
 * too. Routes missing here are still driven, with generic names.
 */
const FIELDS: Record<string, readonly string[]> = {
  '/api/users/register': ['userName', 'password', 'consent', 'noticeVersion'],
  '/api/users/login': ['userName', 'password'],
  '/api/users/admin/login': ['userName', 'password'],
  '/api/verification/verify-email-otp': ['otp'],
  '/api/verification/verify-mobile-otp': ['otp'],
  '/api/verification/send-mobile-otp': ['phone', 'countryCode'],
  '/api/verification/verify-image': ['document'],
  '/api/verification/verify-identity': ['document', 'idNumber', 'idType'],
  '/api/profile/get': ['profileId'],
  '/api/profile/verify': ['id'],
  '/api/profile/name': ['firstName', 'lastName'],
  '/api/profile/basic-details': ['dob', 'weight', 'height', 'gender'],
  '/api/profile/personal-details': ['firstName', 'lastName', 'dob', 'weight', 'height', 'gender'],
  '/api/profile/lifestyle-details': ['smoking', 'drinking', 'food', 'pets', 'religion', 'religious'],
  '/api/profile/family-details': [
    'brothers',
    'sisters',
    'fathersOccupation',
    'mothersOccupation',
    'aboutMyFamily',
    'languages',
  ],
  '/api/profile/about-me': ['aboutMe', 'latitude', 'longitude', 'city', 'country'],
  '/api/profile/images': ['image0', 'image1', 'image2', 'imageUrl'],
  '/api/profile/profession': [
    'degree',
    'degreeFile',
    'incomeFile',
    'minIncome',
    'maxIncome',
    'incomeSlab',
    'college',
    'workplace',
  ],
  '/api/matches/send': ['toProfileId', 'interested'],
  '/api/matches/get': ['start', 'limit'],
  '/api/chat/channels': ['start', 'limit'],
  '/api/chat/history': ['channelId', 'start', 'limit'],
  '/api/chat/send': ['message', 'channelId'],
  '/api/assistant/ask': ['message', 'chatSessionId'],
  '/api/files/:kind/:name': ['expires', 'signature'],
};
const GENERIC_FIELDS = ['id', 'name', 'value', 'start', 'limit'];

interface Route {
  method: string;
  path: string;
}

/** Every registered API route, read from the app itself so a new route is driven too. */
function apiRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length;
    while (stack.length > 0 && stack[stack.length - 1].depth >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2]}`;
    stack.push({ depth, path });
    if (!path.startsWith('/api/')) continue;
    // An accepted event stream stays open for as long as the reader does, so inject() would never return; its
    // refusals and its one header are driven over a real socket in routes/events.test.ts.
    if (path === '/api/events') continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** Text people, tools and attackers send: control characters, other scripts, odd numerals, long runs. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\u0085',
    '\ud800',
    '0x10',
    '1e999',
    '-0',
    'NaN',
    'Infinity',
    'true',
    'null',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    'MALE',
    'HINDU',
    'NO_INCOME',
    '+91',
    '9876543210',
    '04/15/1995',
    '02/30/1999',
    'ABCDE1234F',
    'PAN',
    'BTech',
    'demo@matrimony.example',
  ),
  fc.string({ minLength: 200, maxLength: 3000 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 0.01, 1, 66, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'application/xml',
  'garbage',
] as const;

interface Generated {
  routeIndex: number;
  fields: Record<string, unknown>;
  query: Record<string, string>;
  rawQuery: string | null;
  pathPart: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; contentType: string }
    | { kind: 'raw'; contentType: string; text: string }
    | { kind: 'multipart'; files: { field: string; bytes: 'jpeg' | 'noise' | 'empty' }[]; cut: boolean };
  auth: 'own' | 'none' | 'garbage' | 'bearer' | 'other';
}

function generated(routeCount: number, fieldsOf: (index: number) => readonly string[]): fc.Arbitrary<Generated> {
  return fc.integer({ min: 0, max: routeCount - 1 }).chain((routeIndex) => {
    const names = fieldsOf(routeIndex);
    const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyText });
    return fc.record({
      routeIndex: fc.constant(routeIndex),
      fields: fc.dictionary(key, nastyValue, { maxKeys: 6 }),
      query: fc.dictionary(key, nastyText, { maxKeys: 4 }),
      // Percent sequences a browser would never send (cut short, invalid UTF-8, encoded NUL).
      rawQuery: fc.option(
        fc.constantFrom('%', '%E0%A4%A', '%FF%FE', 'start=%00', 'a=%C0%80', 'limit=1&limit=2', '&&=&'),
        {
          freq: 6,
        },
      ),
      pathPart: fc.oneof(nastyText, fc.constantFrom('photo', 'document', `${'a'.repeat(32)}.jpg`)),
      body: fc.oneof(
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        {
          weight: 5,
          arbitrary: fc.record({
            kind: fc.constant('json' as const),
            contentType: fc.constantFrom(...CONTENT_TYPES.slice(0, 2)),
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constant('raw' as const),
            contentType: fc.constantFrom(...CONTENT_TYPES),
            text: fc.oneof(
              nastyText,
              fc.constantFrom('{', '[1,2]', 'null', '"x"', '5', '{"a":', '--x\r\n', `${'['.repeat(5000)}`),
            ),
          }),
        },
        {
          weight: 3,
          arbitrary: fc.record({
            kind: fc.constant('multipart' as const),
            files: fc.array(
              fc.record({ field: key, bytes: fc.constantFrom('jpeg' as const, 'noise' as const, 'empty' as const) }),
              { maxLength: 3 },
            ),
            cut: fc.boolean(),
          }),
        },
      ),
      auth: fc.constantFrom(
        'own' as const,
        'own' as const,
        'none' as const,
        'garbage' as const,
        'bearer' as const,
        'other' as const,
      ),
    });
  });
}

/** A path segment as a client would send it; a lone surrogate goes as the invalid UTF-8 bytes a broken client sends. */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A multipart body written by hand, so it can also be cut short or carry any bytes. */
function multipart(
  fields: Record<string, unknown>,
  files: { field: string; bytes: Buffer }[],
  cut: boolean,
): { body: Buffer; boundary: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${asText(item)}\r\n`,
        ),
      );
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field.replace(/["\r\n]/g, '')}"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return { body: cut ? body.subarray(0, Math.floor(body.length / 2)) : body, boundary };
}

describe('every endpoint under generated requests', () => {
  it(`answers no 5xx, and an errorMessage with every refusal, over ${RUNS_PER_CALLER * 3} requests from members, admins and anonymous callers`, async () => {
    const admin = await t.createAccount('admin');
    const active = await createActiveMember(t, admin, 'Fuzz');
    const fresh = await t.createAccount('member');
    const routes = apiRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(30);
    const fieldsOf = (index: number) => FIELDS[routes[index].path] ?? GENERIC_FIELDS;
    const jpeg = await makeJpeg({ width: 8, height: 8 });
    const noise = Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) % 256));
    const users = usersRepository(t.db);
    const statuses = new Map<number, number>();
    let sent = 0;

    for (const caller of [
      { name: 'anonymous', token: null },
      { name: 'member', token: active.token },
      { name: 'admin', token: admin.token },
    ]) {
      await fc.assert(
        fc.asyncProperty(generated(routes.length, fieldsOf), async (g) => {
          const route = routes[g.routeIndex];
          let token: string | null = null;
          if (g.auth === 'own') token = caller.token;
          else if (g.auth === 'garbage') token = 'x'.repeat(40);
          else if (g.auth === 'bearer') token = `Bearer ${caller.token ?? 'nothing'}`;
          else if (g.auth === 'other') token = fresh.token;
          // Logging out would end the caller's session for the rest of the run: a session of its own instead.
          if (route.path === '/api/users/logout' && token && !token.startsWith('x')) {
            token = await users.createSession(caller.token === admin.token ? admin.id : active.id, 1);
          }
          const path = route.path.replace(/:[a-z]+/g, () => encodePart(g.pathPart));
          const query = Object.entries(g.query)
            .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
            .join('&');
          const url = `${path}${query || g.rawQuery ? '?' : ''}${query}${g.rawQuery ? `${query ? '&' : ''}${g.rawQuery}` : ''}`;
          const headers: Record<string, string> = { 'x-request-id': 'fuzz' };
          if (token) headers.authorization = token;
          let payload: string | Buffer | undefined;
          if (g.body.kind === 'json') {
            headers['content-type'] = g.body.contentType;
            payload = JSON.stringify(g.fields);
          } else if (g.body.kind === 'raw') {
            headers['content-type'] = g.body.contentType;
            payload = g.body.text;
          } else if (g.body.kind === 'multipart') {
            const files = g.body.files.map((file) => ({
              field: file.field,
              bytes: file.bytes === 'jpeg' ? jpeg : file.bytes === 'noise' ? noise : Buffer.alloc(0),
            }));
            const form = multipart(g.fields, files, g.body.cut);
            headers['content-type'] = `multipart/form-data; boundary=${form.boundary}`;
            payload = form.body;
          }
          const response = await t.app.inject({ method: route.method as 'GET', url, headers, payload });
          sent++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${route.method} ${url} as ${caller.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          // Readiness reports the machine, not the input: on a machine loaded by other test files the database may
          // take longer than its second to answer, and it then says so as designed.
          const unready =
            route.path === '/api/health' &&
            response.statusCode === 503 &&
            response.body.includes('The service cannot reach its database right now.');
          if (!unready) expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode !== 200) {
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            const body = response.json<{ errorMessage?: unknown }>();
            expect(typeof body.errorMessage, where).toBe('string');
            expect(String(body.errorMessage).length, where).toBeGreaterThan(0);
          }
        }),
        { numRuns: RUNS_PER_CALLER, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: false },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(RUNS_PER_CALLER * 3);
    // The run reached the handlers, not only the first refusal: some calls succeeded and several kinds of refusal were met.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect([...statuses.keys()].filter((status) => status >= 400).length).toBeGreaterThanOrEqual(4);
  }, 600_000);
});

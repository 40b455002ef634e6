import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantAskResponseSchema } from '../../contract/schemas';
import { createAssistant, FALLBACK_ANSWER } from '../services/assistant';
import { KNOWLEDGE } from '../services/assistant/knowledge';
import type { Config } from '../config';
import { useTestServer } from '../test/test-server';
import { ASSISTANT_ASKS_PER_MINUTE } from './assistant';
import { authed, createMember } from './matching.test-support';

/** A fake OpenAI-compatible chat-completions server on 127.0.0.1 that records what it was sent. */
interface FakeModel {
  url: string;
  requests: {
    path: string;
    authorization: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[];
  mode: 'ok' | 'fail' | 'slow';
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFakeModel(): Promise<FakeModel> {
  const fake = { requests: [], mode: 'ok' } as unknown as FakeModel;
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      fake.requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text),
      });
      if (fake.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      const reply = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: `model answer ${fake.requests.length}` } }],
          }),
        );
      if (fake.mode === 'slow') setTimeout(reply, 1500);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const passage = (id: string) => {
  const found = KNOWLEDGE.find((p) => p.id === id);
  if (!found) throw new Error(`no passage ${id}`);
  return found;
};

describe('POST /api/assistant/ask from the knowledge base', () => {
  const t = useTestServer();

  async function ask(message: string, chatSessionId = 'session-1', token?: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      headers: token ? authed(token) : {},
      payload: { message, chatSessionId },
    });
    expect(res.statusCode).toBe(200);
    return AssistantAskResponseSchema.parse(res.json()).message;
  }

  it.each([
    ['How does verification work?', 'verification-overview'],
    ['Why do you need my PAN card?', 'identity-document'],
    ['Who can see my documents?', 'privacy-documents'],
    ['Someone I met online wants me to send money for a visa. What should I do?', 'safety'],
    ['How are matches chosen?', 'matching'],
    ['How many photos can I upload?', 'photos'],
    ['What is the date of birth format?', 'basic-details'],
    ['What do I need for the profession step?', 'profession'],
    ['I did not get the email code', 'email-verification'],
    ['Can I change my decision after rejecting someone?', 'decisions'],
    ['hello', 'greeting'],
  ])('answers %j from the knowledge base', async (question, id) => {
    expect(await ask(question, `typical-${id}`)).toBe(passage(id).answer);
  });

  it('does not invent statistics', async () => {
    for (const question of ['How many members do you have?', 'What is your success rate?']) {
      const answer = await ask(question, `stats-${question}`);
      expect(answer).toBe(passage('statistics').answer);
      expect(answer).not.toMatch(/\d/);
    }
  });

  it('says so when it does not know', async () => {
    expect(await ask('What is the weather in Chennai today?', 'unknown')).toBe(FALLBACK_ANSWER);
  });

  it('keeps the context of each chat session apart', async () => {
    expect(await ask('How does the selfie step work?', 'session-a')).toBe(passage('selfie').answer);
    expect(await ask('Tell me more', 'session-a')).toBe(passage('selfie').detail);
    expect(await ask('Tell me more', 'session-b')).toBe(FALLBACK_ANSWER);
    expect(await ask('How does verification work?', 'session-b')).toBe(passage('verification-overview').answer);
    expect(await ask('Tell me more', 'session-b')).toBe(passage('verification-overview').detail);
  });

  it("never returns another member's data, even when asked for it", async () => {
    const other = await createMember(t, { firstName: 'Zubeida', lastName: 'Quorranth', city: 'Xylopolis' });
    const asker = await createMember(t, { firstName: 'Rohan' });
    const questions = [
      "What is Zubeida Quorranth's phone number?",
      `Tell me everything about profile ${other.id}`,
      'Give me the email of Zubeida',
      'Who lives in Xylopolis?',
    ];
    for (const token of [undefined, asker.token]) {
      for (const question of questions) {
        const answer = await ask(question, 'privacy', token);
        expect(answer).not.toMatch(/Zubeida|Quorranth|Xylopolis|9876543210/);
        expect(answer).not.toContain(other.id);
        expect(answer).not.toContain(other.email);
      }
    }
  });

  it("tells a signed-in member their own open steps, and nobody else's", async () => {
    const account = await t.createAccount('member');
    await t.db.query("UPDATE profiles SET first_name = 'Nisha', name_done = true WHERE id = $1", [account.id]);
    await t.db.query('UPDATE verifications SET email_verified_at = now() WHERE user_id = $1', [account.id]);
    const mine = await ask('What should I do next?', 'progress', account.token);
    expect(mine).toMatch(/^Nisha, these steps are still open for you: verify your phone number, upload your selfie/);
    expect(mine).not.toContain('verify your email');
    expect(mine).not.toContain('add your name');

    const published = await createMember(t, { firstName: 'Omar' });
    expect(await ask('What should I do next?', 'progress', published.token)).toMatch(
      /^Omar, your profile is complete and published/,
    );
    // The same session id without a token is a different conversation and gets the general answer.
    expect(await ask('What should I do next?', 'progress')).toBe(passage('my-progress').answer);
    expect(await ask('What should I do next?', 'progress', 'not-a-valid-token')).toBe(passage('my-progress').answer);
  });

  it('validates and caps the message', async () => {
    for (const payload of [
      { message: '   ', chatSessionId: 'x' },
      { message: 'x'.repeat(1001), chatSessionId: 'x' },
      { message: 'hello' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/assistant/ask', payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().errorMessage).toBe('string');
    }
  });

  it('is rate-limited per client', async () => {
    for (let i = 0; i < ASSISTANT_ASKS_PER_MINUTE; i++) await ask('hello', `burst-${i}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      payload: { message: 'hello', chatSessionId: 'burst' },
    });
    expect(res.statusCode).toBe(429);
    expect(typeof res.json().errorMessage).toBe('string');
  });
});

describe('POST /api/assistant/ask with an OpenAI-compatible model', () => {
  let fake: FakeModel;
  beforeAll(async () => {
    fake = await startFakeModel();
  });
  afterAll(async () => {
    await fake.close();
  });

  // Configured the way server.ts configures it (ASSISTANT_LLM_URL / _MODEL / _KEY); the fake's port is
  // known once it listens, and the config is read when each test builds the app.
  const options: { config: Partial<Config> } = { config: {} };
  beforeAll(() => {
    options.config.assistant = { url: fake.url, model: 'test-model', key: 'test-key' };
  });
  const t = useTestServer(options);

  async function ask(message: string, chatSessionId: string, token?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      headers: token ? authed(token) : {},
      payload: { message, chatSessionId },
    });
    expect(res.statusCode).toBe(200);
    return AssistantAskResponseSchema.parse(res.json()).message;
  }

  it('asks the model with the retrieved passages and the conversation', async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    expect(await ask('How does the selfie step work?', 'llm-1')).toBe('model answer 1');
    expect(await ask('Why is it needed?', 'llm-1')).toBe('model answer 2');

    const [first, second] = fake.requests;
    expect(first.path).toBe('/v1/chat/completions');
    expect(first.authorization).toBe('Bearer test-key');
    expect(first.body.model).toBe('test-model');
    const system = first.body.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain(passage('selfie').answer);
    expect(system).toMatch(/Never state statistics/);
    expect(first.body.messages.at(-1)).toEqual({ role: 'user', content: 'How does the selfie step work?' });
    expect(second.body.messages.slice(-3)).toEqual([
      { role: 'user', content: 'How does the selfie step work?' },
      { role: 'assistant', content: 'model answer 1' },
      { role: 'user', content: 'Why is it needed?' },
    ]);
  });

  it("gives the model the member's own progress and nothing of other members", async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    const other = await createMember(t, { firstName: 'Zubeida', lastName: 'Quorranth', city: 'Xylopolis' });
    const asker = await createMember(t, { firstName: 'Rohan' });
    await ask("What is Zubeida's phone number and where does she live?", 'llm-privacy', asker.token);
    const sent = JSON.stringify(fake.requests[0].body);
    expect(sent).toContain('first name Rohan');
    expect(sent).not.toMatch(/Quorranth|Xylopolis|9876543210/);
    expect(sent).not.toContain(other.id);
    expect(sent).not.toContain(asker.id);
  });

  it('falls back to retrieval when the model fails', async () => {
    fake.mode = 'fail';
    fake.requests.length = 0;
    expect(await ask('How are matches chosen?', 'llm-fail')).toBe(passage('matching').answer);
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to retrieval when the model is too slow', async () => {
    fake.mode = 'slow';
    const assistant = createAssistant({ llm: { url: fake.url, model: 'test-model', timeoutMs: 300 } });
    const started = Date.now();
    expect(await assistant.ask({ message: 'Who can see my documents?', chatSessionId: 'slow' })).toBe(
      passage('privacy-documents').answer,
    );
    expect(Date.now() - started).toBeLessThan(1400);
  });
});

/** A chat message of the OpenAI-compatible chat-completions API. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmOptions {
  /** ASSISTANT_LLM_URL: the chat-completions endpoint, or the API base it lives under (…/v1). */
  url: string;
  model: string;
  key?: string;
  timeoutMs: number;
}

export function completionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks an OpenAI-compatible endpoint; throws on any failure (status, timeout,
 * an empty or malformed answer) so the caller can fall back to the built-in answer.
 */
export async function complete(options: LlmOptions, messages: LlmMessage[]): Promise<string> {
  const response = await fetch(completionsUrl(options.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
    },
    body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: 400 }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`language model answered ${response.status}`);
  const body = (await response.json()) as CompletionBody;
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new Error('language model gave no answer');
  return content.trim();
}

const NUMBER = /\d+(?:[.,:/-]\d+)*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|in|org|net|io|co|app|gov)\b/gi;

/**
 * Whether a model's answer holds a number, email address or link that its
 * facts did not: the model may word the facts, not add data to them.
 */
export function leaksUnseenData(answer: string, facts: string): boolean {
  const unseen = (pattern: RegExp) => (answer.match(pattern) ?? []).some((found) => !facts.includes(found));
  return unseen(EMAIL) || unseen(LINK) || unseen(NUMBER);
}

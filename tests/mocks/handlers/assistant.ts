import type { AssistantAskRequest } from '../../../contract/schemas/assistant';
import { ok, route } from '../http';

export const assistantHandlers = [
  route('post', '/assistant/ask', 'public', async ({ request }) => {
    const body = (await request.json()) as AssistantAskRequest;
    return ok({
      message: `Thanks for asking about "${body.message}". Verified members get one thoughtful suggestion at a time.`,
    });
  }),
];

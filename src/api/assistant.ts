import type { AssistantAskRequest, AssistantAskResponse } from '../../contract/schemas/assistant';
import { apiFetch } from './client';

/**
 * POST /assistant/ask needs no auth (spec 7). A signed-in member's page passes
 * `asMember` so the server may personalise the answer for that member.
 */
export function askAssistant(body: AssistantAskRequest, options: { asMember?: boolean } = {}) {
  return apiFetch<AssistantAskResponse>('/assistant/ask', {
    method: 'POST',
    auth: options.asMember ? 'optional-member' : 'none',
    json: body,
  });
}

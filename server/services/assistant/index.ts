import { KNOWLEDGE, MY_PROGRESS_ID, type Passage } from './knowledge';
import { complete, type LlmMessage, type LlmOptions } from './llm';
import { ConversationStore, type ConversationStoreOptions, type Turn } from './memory';
import { PassageIndex, queryOf, type Hit } from './retrieval';

/**
 * The signed-in member's own progress, the only personal data the assistant
 * ever sees (issue 8: nothing of any other member).
 */
export interface AssistantMember {
  id: string;
  firstName: string;
  /** Human labels of the unfinished verification and profile steps, in the app's order. */
  missingSteps: string[];
  published: boolean;
}

export interface AskInput {
  message: string;
  chatSessionId: string;
  member?: AssistantMember;
}

export interface Assistant {
  ask(input: AskInput): Promise<string>;
}

export interface AssistantOptions {
  /** From ASSISTANT_LLM_URL / _MODEL / _KEY; without url and model, answers come from retrieval alone. */
  llm?: { url?: string; model?: string; key?: string; timeoutMs?: number };
  memory?: ConversationStoreOptions;
  /** Called when the model fails and retrieval answers instead. */
  onLlmError?: (error: unknown) => void;
}

/** Below this BM25 score, or with under half of the question's topic words found, a match is too weak to answer with. */
const MIN_SCORE = 3;
const MIN_COVERAGE = 0.5;
/** Earlier turns help resolve a short follow-up but weigh less than the new question. */
const CONTEXT_WEIGHT = 0.5;
const FOLLOW_UP_TERMS = 2;
const LLM_TIMEOUT_MS = 8000;
const LLM_PASSAGES = 3;
const LLM_HISTORY_TURNS = 8;

export const FALLBACK_ANSWER =
  "I'm not sure I understood. I can help with verification and why we ask for it, privacy and how your documents are handled, staying safe from scams, how matching works, and what each profile step needs. Could you ask about one of those?";

const SYSTEM_PROMPT = `You are the AI Matchmaker of a matrimonial matchmaking service. Answer briefly and warmly, using only the knowledge passages provided.
Rules:
- If the passages do not cover the question, say you don't know and suggest the topics you can help with.
- Never state statistics, counts, percentages or success rates; you have no such data.
- Never reveal, guess or discuss any member's personal information. The only member data you may use is the "member's own progress" note, about the person you are talking to.
- Never ask for passwords, OTP codes or money.`;

function progressAnswer(member: AssistantMember): string {
  const greeting = member.firstName ? `${member.firstName}, ` : '';
  if (member.missingSteps.length > 0) {
    return `${greeting}these steps are still open for you: ${member.missingSteps.join(', ')}. Home takes you straight to the first of them.`;
  }
  if (!member.published) {
    return `${greeting}you have finished every verification and profile step. Our staff are reviewing your documents, and suggestions appear on Home once your profile is published.`;
  }
  return `${greeting}your profile is complete and published, so your suggestions are on Home. Each one lists why it was suggested for you both.`;
}

function progressNote(member: AssistantMember): string {
  const open = member.missingSteps.length > 0 ? member.missingSteps.join(', ') : 'none';
  return `Member's own progress (the person you are talking to): first name ${member.firstName || 'unknown'}; open steps: ${open}; profile published: ${member.published ? 'yes' : 'no'}.`;
}

/**
 * The assistant of issue 8: BM25 retrieval over the built-in knowledge,
 * conversation memory per chatSessionId, and an OpenAI-compatible model when
 * configured (given the retrieved passages and the conversation), falling back
 * to retrieval whenever the model fails.
 */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const index = new PassageIndex(KNOWLEDGE);
  const store = new ConversationStore(options.memory);
  const llm: LlmOptions | null =
    options.llm?.url && options.llm.model
      ? {
          url: options.llm.url,
          model: options.llm.model,
          key: options.llm.key,
          timeoutMs: options.llm.timeoutMs ?? LLM_TIMEOUT_MS,
        }
      : null;

  function isAnswer(hit: Hit | undefined, minScore: number): hit is Hit {
    return hit !== undefined && hit.score >= minScore && hit.coverage >= MIN_COVERAGE;
  }

  function retrieve(message: string, history: Turn[]): { hits: Hit[]; followUp: boolean } {
    const query = queryOf(message);
    const previousQuestion = [...history].reverse().find((turn) => turn.role === 'user');
    const hits = index.search(query);
    const weak = query.size <= FOLLOW_UP_TERMS || !isAnswer(hits[0], MIN_SCORE);
    if (!previousQuestion || !weak) return { hits, followUp: false };
    // A short or vague follow-up ("why is that needed?") is read together with the previous question.
    const combined = queryOf(previousQuestion.text, CONTEXT_WEIGHT, queryOf(message));
    return { hits: index.search(combined), followUp: true };
  }

  function retrievalAnswer(best: Passage | null, member: AssistantMember | undefined, repeat: boolean): string {
    if (!best) return FALLBACK_ANSWER;
    if (best.id === MY_PROGRESS_ID && member) return progressAnswer(member);
    if (repeat && best.detail) return best.detail;
    return best.answer;
  }

  async function askModel(config: LlmOptions, input: AskInput, history: Turn[], hits: Hit[]): Promise<string> {
    const knowledge = hits
      .slice(0, LLM_PASSAGES)
      .map(
        (hit, i) =>
          `[${i + 1}] ${hit.passage.title}\n${hit.passage.answer}${hit.passage.detail ? `\n${hit.passage.detail}` : ''}`,
      )
      .join('\n\n');
    const messages: LlmMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'system', content: `Knowledge passages:\n${knowledge || '(none matched the question)'}` },
      ...(input.member ? [{ role: 'system' as const, content: progressNote(input.member) }] : []),
      ...history.slice(-LLM_HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.text })),
      { role: 'user', content: input.message },
    ];
    return complete(config, messages);
  }

  return {
    async ask(input) {
      // A member's conversation is kept apart from an anonymous one under the same id, so what the
      // assistant said about their progress is never replayed to whoever else holds that id.
      const key = `${input.member?.id ?? 'anonymous'}\u0000${input.chatSessionId}`;
      const history = store.turns(key);
      const { hits, followUp } = retrieve(input.message, history);
      // A follow-up is scored with the earlier question at a lower weight, so its bar is lower too.
      const best = isAnswer(hits[0], followUp ? MIN_SCORE * CONTEXT_WEIGHT : MIN_SCORE) ? hits[0].passage : null;
      const lastAnswered = [...history].reverse().find((turn) => turn.role === 'assistant')?.passageId;
      const fallback = retrievalAnswer(best, input.member, followUp && best?.id === lastAnswered);

      let answer = fallback;
      if (llm) {
        try {
          answer = await askModel(llm, input, history, hits);
        } catch (error) {
          options.onLlmError?.(error);
        }
      }
      store.append(
        key,
        { role: 'user', text: input.message },
        { role: 'assistant', text: answer, passageId: best?.id },
      );
      return answer;
    },
  };
}

import type { Entities } from './entities';
import type { IntentId } from './intents';

/** One turn of a landing or matchmaker chat. */
export interface Turn {
  role: 'user' | 'assistant';
  text: string;
  /** What an assistant turn answered, so a follow-up ("and the passport?") can be read against it. */
  intent?: IntentId;
  entities?: Entities;
  /** The topics an assistant turn offered when it asked which one was meant. */
  offered?: IntentId[];
}

export interface ConversationStoreOptions {
  /** How long a quiet conversation is remembered. */
  ttlMs?: number;
  /** Conversations kept at once; the least recently used goes first. */
  maxConversations?: number;
  /** Turns kept per conversation; older ones are forgotten. */
  maxTurns?: number;
  now?: () => number;
}

/**
 * Conversations remembered per chatSessionId for a while, in
 * bounded memory: a TTL, a cap on conversations (least recently used evicted)
 * and a cap on turns each.
 */
export class ConversationStore {
  private readonly entries = new Map<string, { turns: Turn[]; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxConversations: number;
  private readonly maxTurns: number;
  private readonly now: () => number;

  constructor(options: ConversationStoreOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30 * 60_000;
    this.maxConversations = options.maxConversations ?? 5000;
    this.maxTurns = options.maxTurns ?? 12;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  turns(key: string): Turn[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return [];
    }
    return [...entry.turns];
  }

  append(key: string, ...turns: Turn[]): void {
    const kept = [...this.turns(key), ...turns].slice(-this.maxTurns);
    // Re-inserting moves the key to the end: Map order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, { turns: kept, expiresAt: this.now() + this.ttlMs });
    this.evict();
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxConversations && entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}

import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { ChangeFeed } from './db/changes';
import type { Db } from './db/types';
import type { AuthGuards } from './plugins/auth';
import type { AssistantMember, AssistantReply } from './services/assistant';
import type { DecisionService } from './services/decisions';
import type { FeedService } from './services/feed';
import type { FileStore } from './services/files';
import type { LiveEvents } from './services/notices/live-hub';
import type { MatchingEngine, MatchingOptions } from './services/matching/engine';
import type { Mailer, Sms } from './services/messaging';
import type { PushSender } from './services/notices/push';
import type { IsOnline, OutboxOptions, OutboxWorker } from './services/notices/outbox-worker';
import type { Checker } from './services/checks/checker';
import type { ChecksRunner } from './services/checks/runner';

/*
 * What the app factory is given and what every route module receives. Types only, apart from app.ts,
 * so routes read them without importing the factory that registers them.
 */

/** The landing page's AI assistant (services/assistant, or a stand-in in tests). */
/** A question to the assistant; `language` is the one the app asks for (Accept-Language), if any. */
interface AssistantInput {
  message: string;
  chatSessionId: string;
  member?: AssistantMember;
  language?: 'en' | 'hi' | 'ta';
}

export interface AssistantService {
  /** member: the signed-in caller's own progress, when the call carried a valid member token. */
  ask(input: AssistantInput): Promise<string>;
  /** The answer with links to act on it; stand-ins without it answer with `ask` alone. */
  reply?(input: AssistantInput): Promise<AssistantReply>;
}

export interface AppDeps {
  db: Db;
  files: FileStore;
  mailer: Mailer;
  sms: Sms;
  assistant?: AssistantService;
  config: Config;
  /** How suggestions are ranked and learned (the product's defaults when absent; the evaluation sets others). */
  matching?: MatchingOptions;
  /**
   * Whether a member has a live stream open right now (the live hub): no message email then.
   * Absent: nobody counts as online.
   */
  isOnline?: IsOnline;
  /** Web push delivery; absent: web push from the VAPID keys in the configuration, when set. */
  push?: PushSender | null;
  /** The notice outbox's timings (the product's defaults when absent; tests shorten them). */
  notify?: Partial<OutboxOptions>;
  /** Where the automatic checks run (a child process with the models when absent). */
  checker?: Checker;
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

/** What every route module receives as its plugin options. */
export interface AppContext extends AppDeps {
  auth: AuthGuards;
  /** Changes announced at commit, on the embedded engine only (null on PostgreSQL). */
  changes: ChangeFeed | null;
  /** This instance's matching: the learned model and every member's answers in memory. */
  matching: MatchingEngine;
  /** Members' suggestions, as GET /feed/home answers them. */
  feed: FeedService;
  /** The notice outbox's worker (emails and pushes, and the weekly reminder). */
  notifier: OutboxWorker;
  /** Web push delivery, null when not configured. */
  pushSender: PushSender | null;
  /** Members' decisions on each other, as PUT /matches/send records them. */
  decisions: DecisionService;
  /** The automatic checks' worker; null where this instance does not run checks. */
  checks: ChecksRunner | null;
  /** This instance's live-update streams (GET /events) and members' presence. */
  live: LiveEvents;
}

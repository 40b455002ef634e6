import { existsSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { watchRequestProgress } from './plugins/request-progress';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '../contract/enums';
import type { AppContext, AppDeps } from './app-context';
import { listenForChanges } from './db/changes';
import { createAuthGuards, registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerErrorLanguage } from './plugins/error-language';
import { inlineScriptHashes } from './lib/inline-scripts';
import { registerInputGuards } from './lib/input';
import { withLogSerializers } from './lib/logging';
import { databaseRateLimitStore } from './services/rate-limit-store';
import { UnavailableError } from './lib/failures';
import { API_ROUTES } from './routes';
import { createDecisionService } from './services/decisions';
import { createFeedService } from './services/feed';
import { createMatchingEngine, type MatchingEngine } from './services/matching/engine';
import { createWebPush } from './services/notices/push';
import { createOutboxWorker, DEFAULT_OUTBOX_OPTIONS, type OutboxWorker } from './services/notices/outbox-worker';
import { createChildChecker } from './services/checks/checker';
import { createChecksRunner, type ChecksRunner } from './services/checks/runner';
import { checksRepository } from './repositories/checks';
import { documentNumberHash, safeEqual } from './lib/crypto';
import { createLiveEvents, type LiveEvents } from './services/notices/live-hub';
import { createBlurBackfill, type BlurBackfill } from './services/blur-backfill';
import { blurBackfillRepository } from './repositories/blur-backfill';

export type { AppDeps, AssistantService } from './app-context';

declare module 'fastify' {
  interface FastifyInstance {
    matching: MatchingEngine;
    notifier: OutboxWorker;
    checks: ChecksRunner | null;
    live: LiveEvents;
    blurBackfill: BlurBackfill;
  }
}

export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * The app factory (STYLE 8): builds the whole server and never listens, so
 * tests drive it with inject() and server.ts decides where it runs.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: withLogSerializers(deps.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    // Only image uploads are large, and multipart has its own limits below.
    bodyLimit: 256 * 1024,
    // A client that trickles its request (a byte every few seconds) is cut off instead of holding a connection.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks the request and header timeouts on this interval (30 s by default, which would stretch them).
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
    // The router's own refusals (a malformed or overlong address), before any route or error handler runs.
    frameworkErrors: (error, _request, reply) => {
      const [status, errorMessage]: [number, string] =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, 'This address is too long.']
          : [400, 'This address is not valid.'];
      void (reply as FastifyReply).code(status).send({ errorMessage });
    },
    // Refused below instead, with an errorMessage like every other refusal.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerErrorLanguage(app);
  registerAuth(app);
  registerInputGuards(app);
  // While shutting down, a request that still arrives on an open keep-alive connection is sent elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new UnavailableError(SHUTTING_DOWN_MESSAGE, 1);
  });
  // Every call takes JSON or a multipart form; plain text would only reach a handler as a string.
  app.removeContentTypeParser('text/plain');

  // Built once: @fastify/helmet builds helmet's middleware (parsing the policy) again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(deps.config.distDir)],
        // react-select (emotion) and the toast and date-picker widgets inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Reverse geocoding (spec 7) runs in the browser against a third-party maps service, when configured.
        connectSrc: ["'self'", ...deps.config.geocodeOrigins],
        // The selfie step shows the webcam stream.
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        // The installable app's manifest (public/manifest.webmanifest).
        manifestSrc: ["'self'"],
      },
    },
    // The product may run on plain HTTP on a local network; HSTS belongs to the TLS front.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  // Answers that carry a token or what only a signed-in caller may read stay out of every cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined || request.url.startsWith('/api/users/')) {
      reply.header('cache-control', 'no-store');
    }
  });
  watchRequestProgress(app, config.requestProgress);
  // Counters in PostgreSQL when several instances share it, so each limit holds across all of them; in this
  // process's memory otherwise (the embedded database admits one process, and needs nothing installed).
  await app.register(rateLimit, {
    global: false,
    ...(config.rateLimitStore === 'database' ? { store: databaseRateLimitStore(deps.db) } : {}),
  });
  await app.register(multipart, {
    limits: {
      // Spec 9: each image strictly under MAX_IMAGE_BYTES.
      fileSize: MAX_IMAGE_BYTES - 1,
      files: MAX_PHOTOS,
      fields: 20,
      // Long texts (about me, about my family) in any script fit; busboy would cut longer values silently.
      fieldSize: 64 * 1024,
      parts: 30,
    },
  });

  const changes = await listenForChanges(deps.db);
  if (changes) app.addHook('onClose', () => changes.close());
  const matching = createMatchingEngine(deps.db, deps.matching);
  const onMatchingError = (error: unknown) => app.log.error({ err: error }, 'matching in the background failed');
  const stopRefits = matching.startRefits(onMatchingError);
  app.addHook('onClose', async () => stopRefits());
  const feed = createFeedService({ db: deps.db, files: deps.files, matching, onBackgroundError: onMatchingError });
  const decisions = createDecisionService({ db: deps.db, matching, feed });
  const auth = await createAuthGuards(deps.db, { adminIdleMinutes: config.adminSession.idleMinutes });
  app.addHook('onClose', () => auth.close());
  // A relative's every action is in the audit, written before the answer leaves.
  app.addHook('onSend', async (request, reply) => auth.auditFamily(request, reply));
  // Reachable from the instance so the evaluation and tests can wait for matching's background work.
  app.decorate('matching', matching);
  const checks = config.checks.enabled ? await startChecks(deps) : null;
  if (checks) app.addHook('onClose', () => checks.close());
  app.decorate('checks', checks);
  // Photo privacy: blurred copies of photos stored before copies were made, worked from their table once ready.
  // The embedded engine admits this one process, so a lease left in the table is a crash's: take it back now.
  if (deps.db.kind === 'pglite') await blurBackfillRepository(deps.db).releaseAll();
  const blurBackfill = createBlurBackfill({
    db: deps.db,
    files: deps.files,
    log: (message) => app.log.warn(`[blur backfill] ${message}`),
  });
  app.addHook('onReady', () => blurBackfill.start());
  app.addHook('onClose', () => blurBackfill.close());
  app.decorate('blurBackfill', blurBackfill);
  const live = await createLiveEvents(deps.db, {
    onError: (error) => app.log.error({ err: error }, 'live updates failed'),
  });
  // Before the server stops accepting: open streams end, so closing waits for no tab.
  app.addHook('preClose', () => live.close());
  app.decorate('live', live);
  const pushSender = deps.push !== undefined ? deps.push : config.vapid ? createWebPush(config.vapid) : null;
  const notifier = createOutboxWorker({
    db: deps.db,
    mailer: deps.mailer,
    push: pushSender,
    // A member with a live stream open on any instance sees the message there: no email then.
    isOnline: deps.isOnline ?? ((memberId) => live.isOnline(memberId)),
    publicUrl: config.publicUrl,
    signingSecret: config.signingSecret ?? '',
    options: { ...DEFAULT_OUTBOX_OPTIONS, ...deps.notify },
    onError: (error) => app.log.error({ err: error }, 'sending notices failed'),
  });
  // Started once the app is ready (not while routes register), and stopped before the database closes.
  let stopNotifier: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopNotifier = notifier.start();
  });
  app.addHook('onClose', async () => stopNotifier?.());
  // Reachable from the instance so tests (and scripts) can work the outbox now.
  app.decorate('notifier', notifier);
  const context: AppContext = { ...deps, auth, changes, matching, feed, decisions, checks, live, notifier, pushSender };
  for (const routes of API_ROUTES) {
    await app.register(routes, { prefix: '/api', ...context });
  }

  await registerAppServing(app, config.distDir);
  return app;
}

/** Answers the parser's refusals (a request that timed out, oversized headers, malformed HTTP) as { errorMessage }. */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, errorMessage] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
        : [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify({ errorMessage });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The built single-page app from dist/. index.html carries the prerendered
 * landing page and is served for `/`; every other app route gets the empty
 * shell app.html (SPA fallback). The build writes .br/.gz beside each file.
 */
/** The automatic checks' worker, with the models in a child process that starts on the first job. */
async function startChecks(deps: AppDeps): Promise<ChecksRunner> {
  const { db, config } = deps;
  // The embedded engine admits this one process, so a lease left in the table is a crash's: take it back now.
  if (db.kind === 'pglite') await checksRepository(db).releaseAll();
  const secret = config.signingSecret ?? '';
  const runner = createChecksRunner({
    db,
    files: deps.files,
    checker: deps.checker ?? createChildChecker({ idleMs: config.checks.idleSeconds * 1000 }),
    isTypedNumber: (idType, candidate, storedHash) =>
      safeEqual(documentNumberHash(secret, idType, candidate), storedHash),
    leaseSeconds: config.checks.leaseSeconds,
    maxAttempts: config.checks.attempts,
    retrySeconds: config.checks.retrySeconds,
    log: (message) => console.warn(`[checks] ${message}`),
  });
  // Jobs left by a crash or another instance's uploads.
  runner.poke();
  return runner;
}

async function registerAppServing(app: FastifyInstance, distDir: string): Promise<void> {
  const hasApp = existsSync(join(distDir, 'index.html'));
  const shell = existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      // Our own header below; the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; index.html must be revalidated to pick up new builds, and
        // sw.js too, so a new service worker reaches members at their next visit.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The manifest's own type (W3C Web App Manifest), which installability checks expect.
        if (path.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasApp) {
      return reply.sendFile(shell);
    }
    return reply.status(404).send({ errorMessage: isApi ? 'This API call does not exist.' : 'Page not found.' });
  });
}

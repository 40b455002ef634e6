import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_PHOTOS } from '../contract/enums';
import type { Config } from './config';
import { type ChangeFeed, listenForChanges } from './db/changes';
import type { Db } from './db/types';
import { createAuthGuards, registerAuth, type AuthGuards } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { API_ROUTES } from './routes';
import type { AssistantMember } from './services/assistant';
import { createFeedService, type FeedService } from './services/feed';
import { createMatchingEngine, type MatchingEngine, type MatchingOptions } from './services/matching/engine';
import type { FileStore } from './services/files';
import type { Mailer, Sms } from './services/messaging';

declare module 'fastify' {
  interface FastifyInstance {
    matching: MatchingEngine;
  }
}

/** The landing page's AI assistant (API server part 2 provides the implementation). */
export interface AssistantService {
  /** member: the signed-in caller's own progress, when the call carried a valid member token. */
  ask(input: { message: string; chatSessionId: string; member?: AssistantMember }): Promise<string>;
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
}

/**
 * The app factory (STYLE 8): builds the whole server and never listens, so
 * tests drive it with inject() and server.ts decides where it runs.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    // Only image uploads are large, and multipart has its own limits below.
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAuth(app);

  // Built once: @fastify/helmet builds helmet's middleware (parsing the policy) again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-select (emotion) and the toast and date-picker widgets inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Reverse geocoding (spec 7) runs in the browser against a third-party maps service, when configured.
        connectSrc: ["'self'", ...deps.config.geocodeOrigins],
        // The selfie step shows the webcam stream.
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // The product may run on plain HTTP on a local network; HSTS belongs to the TLS front.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(rateLimit, { global: false });
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
  // Reachable from the instance so the evaluation and tests can wait for matching's background work.
  app.decorate('matching', matching);
  const context: AppContext = { ...deps, auth: createAuthGuards(deps.db), changes, matching, feed };
  for (const routes of API_ROUTES) {
    await app.register(routes, { prefix: '/api', ...context });
  }

  await registerAppServing(app, deps.config.distDir);
  return app;
}

/**
 * The built single-page app from dist/. index.html carries the prerendered
 * landing page and is served for `/`; every other app route gets the empty
 * shell app.html (SPA fallback). The build writes .br/.gz beside each file.
 */
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
        // Vite fingerprints everything under assets/; index.html must be revalidated to pick up new builds.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
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

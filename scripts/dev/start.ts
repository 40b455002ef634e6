/**
 * `npm start`: builds the app when dist/ has none yet, then starts the API
 * server, which serves the app and /api on one port (embedded database and
 * demo data unless the environment says otherwise).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const distDir = resolve(process.env.DIST_DIR || 'dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.log('[start] no built app in dist/: running npm run build first');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] the build failed; fix it or run the API alone with npm run server');
    process.exit(build.status ?? 1);
  }
}
await import('../../server/server');

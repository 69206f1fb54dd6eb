import { execFileSync } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** The PWA journeys serve a deploy directory of their own, so a test can replace build A with build B. */
export const DEPLOY_PORT = 4400;
export const DEPLOY_URL = `http://localhost:${DEPLOY_PORT}`;
const ROOT = '/tmp/portal-pwa-e2e';
const SITE = join(ROOT, 'site');

/** Builds the portal once per build id (a few seconds each) into its own directory. */
export function buildPortal(buildId: string): string {
  const outDir = join(ROOT, buildId);
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'apps/portal/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: join(import.meta.dirname, '../../..'),
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'inherit',
    },
  );
  return outDir;
}

/** Replaces what the server serves with another build, as a deploy does (old chunks are gone afterwards). */
export function deploy(buildDir: string): void {
  rmSync(SITE, { recursive: true, force: true });
  mkdirSync(SITE, { recursive: true });
  cpSync(buildDir, SITE, { recursive: true });
}

/** A plain static host: files as they are, SPA routes answered with index.html, nothing cached by the browser. */
export function startDeployServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', DEPLOY_URL).pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(SITE, path);
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (extname(path)) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = join(SITE, 'index.html');
    }
    response.writeHead(200, {
      'content-type': getMimeType(file) ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(DEPLOY_PORT, 'localhost', () => resolve(server)));
}

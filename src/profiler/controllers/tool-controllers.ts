// The profiler's small tools: runtime information (the reference's phpinfo), the
// source viewer for files named in traces, the Routing panel alone, and the exception
// stylesheet alone.
import { isAbsolute, resolve } from 'node:path';
import { NotFoundHttpException } from '../../errors/exceptions.ts';
import { defineController } from '../../controllers/controller.ts';
import { html } from '../../render/html.ts';
import { renderProfilerShell } from '../../render/profiler/layout.ts';
import { renderPanel } from '../../render/profiler/panels/index.ts';
import { renderCodeExcerpt } from '../../render/debug-page/code-excerpt.ts';
import { panelData } from '../panel-data.ts';
import { PROJECT_ROOT } from '../../paths.ts';
import { renderFragment, SEARCH_BAR } from './fragment-controllers.ts';
import { htmlResponse, newNonces, profilerPageResponse } from './responses.ts';

const PROFILER = 'web_profiler.controller.profiler';

/** Versions and memory of the running process. Never the environment: it may hold secrets. */
export const runtimeInfoController = defineController(`${PROFILER}::phpinfoAction`, (request, ctx) => {
  ctx.profilerEnabled = false;
  const memory = process.memoryUsage();
  const rows: Array<[string, string]> = [
    ['Node.js', process.version],
    ['V8', process.versions.v8],
    ['Platform', `${process.platform} ${process.arch}`],
    ['Resident set size', `${(memory.rss / 1048576).toFixed(1)} MiB`],
    ['Heap used', `${(memory.heapUsed / 1048576).toFixed(1)} MiB`],
    ['Profiles stored', `${ctx.app.profiles.size} (about ${(ctx.app.profiles.estimatedBytes / 1048576).toFixed(1)} MiB)`],
  ];
  const nonces = newNonces(ctx);
  const content = html`<h2>Runtime information</h2><table>${rows.map(([k, v]) => html`<tr><th>${k}</th><td>${v}</td></tr>`)}</table>`;
  const searchBar = renderFragment(ctx, request, SEARCH_BAR, { query: '' });
  return profilerPageResponse(ctx, renderProfilerShell('Symfony Profiler', content, searchBar, nonces), nonces);
});

/** Shows one of our own source files (only those: nothing else on disk is reachable). */
export const openFileController = defineController(`${PROFILER}::openAction`, (request, ctx) => {
  ctx.profilerEnabled = false;
  const query = new URLSearchParams(request.queryString);
  const file = query.get('file') ?? '';
  const line = Number.parseInt(query.get('line') ?? '1', 10) || 1;
  const path = isAbsolute(file) ? file : resolve(PROJECT_ROOT, file);
  const listing = renderCodeExcerpt({ functionName: '', file: path, line, column: 0 }, ctx.app.sources, 'data-frame-excerpt', 100_000);
  if (file === '' || listing === undefined) throw new NotFoundHttpException(`The file "${file}" cannot be opened.`);
  const nonces = newNonces(ctx);
  const content = html`<h2>${file} <small>line ${line}</small></h2>${listing}`;
  const searchBar = renderFragment(ctx, request, SEARCH_BAR, { query: '' });
  return profilerPageResponse(ctx, renderProfilerShell(file, content, searchBar, nonces), nonces);
});

export const routerPanelController = defineController('web_profiler.controller.router::panelAction', (request, ctx) => {
  ctx.profilerEnabled = false;
  const token = String(request.attributes.get('token'));
  const profile = ctx.app.profiles.get(token);
  if (profile === undefined) throw new NotFoundHttpException(`Token "${token}" does not exist.`);
  return htmlResponse(ctx, renderPanel('router', panelData(ctx, request, profile)));
});

// GET /_wdt/{token}: the web debug toolbar of one profile, loaded by the placeholder
// injected into profiled pages. An unknown token answers 404 with an empty body.
import { defineController } from '../../controllers/controller.ts';
import { renderToolbar } from '../../render/profiler/toolbar.ts';
import type { Profile } from '../profile.ts';
import { htmlResponse } from './responses.ts';

export const toolbarController = defineController('web_profiler.controller.profiler::toolbarAction', (request, ctx) => {
  const token = String(request.attributes.get('token'));
  if (token === 'empty') return htmlResponse(ctx, '');
  ctx.profilerEnabled = false;
  const profile = ctx.app.profiles.get(token);
  if (profile === undefined) return htmlResponse(ctx, '', 404);
  const children = profile.childTokens.map((child) => ctx.app.profiles.get(child)).filter((p): p is Profile => p !== undefined);
  // The page that loads the toolbar sends its style nonce, so the fragment's styles pass its CSP.
  const styleNonce = request.header('x-symfonyprofiler-style-nonce');
  const nonce = styleNonce !== undefined && /^[0-9a-f]{32}$/.test(styleNonce) ? styleNonce : undefined;
  return htmlResponse(ctx, renderToolbar(profile, children, request.linkBase(), nonce));
});

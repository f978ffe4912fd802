// Controllers for the business routes of the route table: a page, a list of records,
// or one record looked up by a route parameter (a controller 404 when it is missing).
import { html, type SafeHtml } from '../render/html.ts';
import { renderSimplePage } from '../render/pages/simple-page.ts';
import { HTML_CONTENT_TYPE, KernelResponse } from '../http/kernel-response.ts';
import type { KernelRequest } from '../http/kernel-request.ts';
import type { RequestContext } from '../kernel/request-context.ts';
import type { RouteTableEntry } from '../routing/route-table.ts';
import { defineController, type Controller } from './controller.ts';
import { createNotFoundException } from './not-found.ts';

/** Replaces `{name}` with the route parameter of that name. */
function fill(template: string, request: KernelRequest, extra: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = extra[name] ?? request.attributes.get(name);
    return value === undefined ? whole : String(value);
  });
}

export function routeTableController(entry: RouteTableEntry): Controller {
  const response = entry.response;
  return defineController(entry.controller, (request, ctx) => {
    switch (response.type) {
      case 'page':
        return page(ctx, response.status ?? 200, fill(response.title, request), html`<p>${fill(response.text ?? '', request)}</p>`);
      case 'list':
        return page(ctx, 200, fill(response.title, request), html`<ul class="records">${Object.entries(response.records).map(
          ([key, label]) => html`<li><a href="${fill(response.link, request, { key })}">${label}</a></li>`,
        )}</ul>`);
      case 'record': {
        const key = String(request.attributes.get(response.param) ?? '');
        const label = Object.hasOwn(response.records, key) ? response.records[key] : undefined;
        if (label === undefined) throw createNotFoundException(fill(response.notFound, request));
        return page(ctx, 200, label, html`<p data-record="${key}">${label}</p>`);
      }
    }
  });
}

function page(ctx: RequestContext, status: number, title: string, body: SafeHtml): KernelResponse {
  return new KernelResponse(renderSimplePage(title, body), status, { 'Content-Type': HTML_CONTENT_TYPE }, ctx.app.clock());
}

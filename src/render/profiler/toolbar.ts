// The web debug toolbar fragment served at /_wdt/{token}: one block per area (request
// status, logs, security, Symfony), each an icon linking to its panel with details that
// show on hover or focus. Root carries the MARKUP.md hook `data-toolbar-token`.
import { html, join, raw, type SafeHtml } from '../html.ts';
import { nonceAttribute } from '../nonces.ts';
import { countErrors } from '../../log/log-collector.ts';
import { statusTextOf } from '../../errors/flatten.ts';
import type { Profile } from '../../profiler/profile.ts';
import { errorControllerChild, profilerUrl } from './format.ts';
import { CONTAINER_DEPRECATION_COUNT, countDeprecations, countWarnings } from './log-stats.ts';
import { statusClass } from './summary.ts';
import { toolbarStyles } from './toolbar-styles.ts';
import type { PanelName } from './types.ts';

const STYLES = raw(toolbarStyles());

type Detail = readonly [label: string, value: SafeHtml | string | number];

function row([label, value]: Detail): SafeHtml {
  return html`<div class="sf-wdt-row"><b>${label}</b> <span>${value}</span></div>`;
}

interface Block {
  readonly name: string;
  readonly panel: PanelName;
  readonly icon: SafeHtml;
  readonly details: readonly Detail[];
  readonly extra?: SafeHtml;
  readonly status?: string;
}

function renderBlock(block: Block, profile: Profile, linkBase: string): SafeHtml {
  const status = block.status === undefined ? '' : ` ${block.status}`;
  return html`<div class="sf-wdt-block sf-wdt-${block.name}${status}">
<a class="sf-wdt-icon" href="${profilerUrl(linkBase, profile.token, block.panel)}">${block.icon}</a>
<div class="sf-wdt-info">
${join(block.details.map(row), '\n')}${block.extra ?? html``}
</div>
</div>`;
}

function statusBlock(profile: Profile, children: readonly Profile[], linkBase: string): Block {
  const forwarded = errorControllerChild(children);
  return {
    name: 'request',
    panel: 'request',
    status: statusClass(profile.statusCode),
    icon: html`<span class="sf-wdt-value">${profile.statusCode}</span>`,
    details: [
      ['HTTP status', `${profile.statusCode} ${statusTextOf(profile.statusCode)}`],
      ['Controller', profile.request.controller ?? 'n/a'],
      ['Route name', profile.request.route ?? 'n/a'],
      ['Has session', 'no'],
      ['Stateless Check', 'no'],
    ],
    extra:
      forwarded === undefined
        ? html``
        : html`\n<div class="sf-wdt-row"><b>Forwarded to</b> <span>ErrorController ( <a href="${profilerUrl(linkBase, forwarded.token)}">${forwarded.token}</a> )</span></div>`,
  };
}

function logsBlock(profile: Profile): Block {
  const errors = countErrors(profile.log);
  const warnings = countWarnings(profile.log);
  const deprecations = countDeprecations(profile.log, CONTAINER_DEPRECATION_COUNT);
  const status = errors > 0 ? 'status-error' : warnings > 0 || deprecations > 0 ? 'status-warning' : undefined;
  return {
    name: 'logger',
    panel: 'logger',
    ...(status === undefined ? {} : { status }),
    icon: html`<span class="sf-wdt-label">Logs</span> <span class="sf-wdt-value">${errors || warnings || deprecations}</span>`,
    details: [
      ['Errors', errors],
      ['Warnings', warnings],
      ['Deprecations', deprecations],
    ],
  };
}

const SECURITY: Block = {
  name: 'security',
  panel: 'security',
  icon: html`<span class="sf-wdt-label">User</span> <span class="sf-wdt-value">n/a</span>`,
  details: [
    ['Authenticated', 'No'],
    ['Firewall name', 'main'],
  ],
};

function symfonyBlock(profile: Profile, linkBase: string): Block {
  return {
    name: 'symfony',
    panel: 'config',
    icon: html`<span class="sf-wdt-value">5.4.53</span>`,
    details: [
      ['Profiler token', html`<a href="${profilerUrl(linkBase, profile.token)}">${profile.token}</a>`],
      ['Environment', 'dev'],
      ['Debug', 'enabled'],
      ['PHP version', '8.2.35'],
      ['PHP SAPI', 'cli-server'],
    ],
  };
}

export function renderToolbar(profile: Profile, children: readonly Profile[], linkBase: string, nonce?: string): string {
  const blocks = [statusBlock(profile, children, linkBase), logsBlock(profile), SECURITY, symfonyBlock(profile, linkBase)];
  return html`<!-- START of Symfony Web Debug Toolbar -->
<div class="sf-wdt" data-toolbar-token="${profile.token}">
<style${nonceAttribute(nonce)}>${STYLES}</style>
<div class="sf-wdt-bar">
${join(blocks.map((block) => renderBlock(block, profile, linkBase)), '\n')}
</div>
</div>
<!-- END of Symfony Web Debug Toolbar -->`.value;
}

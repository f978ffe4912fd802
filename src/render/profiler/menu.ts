// The panel menu: one link per panel, in the observed order, the current one marked.
// Exception carries a badge 1 when the profile has an exception, Logs the number of
// ERROR-or-worse records when there are any.
import { html, join, type SafeHtml } from '../html.ts';
import { countErrors } from '../../log/log-collector.ts';
import type { Profile } from '../../profiler/profile.ts';
import { profilerUrl } from './format.ts';
import type { PanelName } from './types.ts';

export const MENU_LABELS: Readonly<Record<PanelName, string>> = {
  request: 'Request / Response',
  time: 'Performance',
  exception: 'Exception',
  logger: 'Logs',
  events: 'Events',
  router: 'Routing',
  cache: 'Cache',
  security: 'Security',
  twig: 'Twig',
  debug: 'Debug',
  config: 'Configuration',
};

/** Menu order (differs from PANELS only if someone reorders that list). */
export const MENU_ORDER: readonly PanelName[] = ['request', 'time', 'exception', 'logger', 'events', 'router', 'cache', 'security', 'twig', 'debug', 'config'];

/** Panels our stand-in collects nothing for: shown greyed, still links. */
const EMPTY_PANELS: ReadonlySet<PanelName> = new Set<PanelName>(['cache', 'twig', 'debug']);

function badgeOf(panel: PanelName, profile: Profile): SafeHtml {
  if (panel === 'exception' && profile.exception !== undefined && profile.exception.length > 0) {
    return html` <span class="pf-count pf-count-error">1</span>`;
  }
  if (panel === 'logger') {
    const errors = countErrors(profile.log);
    if (errors > 0) return html` <span class="pf-count pf-count-error">${errors}</span>`;
  }
  return html``;
}

function renderItem(panel: PanelName, profile: Profile, current: PanelName, linkBase: string): SafeHtml {
  const selected = panel === current;
  const classes = `pf-menu-item${selected ? ' selected' : ''}${EMPTY_PANELS.has(panel) ? ' disabled' : ''}`;
  return html`<li class="${classes}" data-menu="${panel}"><a href="${profilerUrl(linkBase, profile.token, panel)}"${selected ? html` aria-current="page"` : html``}><span class="pf-menu-label">${MENU_LABELS[panel]}</span>${badgeOf(panel, profile)}</a></li>`;
}

export function renderMenu(profile: Profile, current: PanelName, linkBase: string): SafeHtml {
  return html`<nav class="pf-menu" aria-label="Profiler panels">
<ul>
${join(MENU_ORDER.map((panel) => renderItem(panel, profile, current, linkBase)), '\n')}
</ul>
</nav>`;
}

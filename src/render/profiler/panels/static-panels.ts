// Panels whose content does not depend on the profile: Security (the app's one firewall,
// as the observed framework reports it for a request without a token), Configuration,
// and the panels our stand-in collects nothing for. Built once at module load.
import { html, type SafeHtml } from '../../html.ts';
import { metric, metrics, yesNo } from './common.ts';

function row(label: string, value: SafeHtml | string): SafeHtml {
  return html`<tr><th scope="row" class="pf-key">${label}</th><td>${value}</td></tr>`;
}

const SECURITY: SafeHtml = html`<h2>Security Token</h2>
<p class="pf-empty">There is no security token.</p>
<h3>Security Firewall</h3>
${metrics([metric('Name', 'main'), metric('Security enabled', yesNo(true)), metric('Stateless', yesNo(false))])}
<div class="pf-scroll"><table class="pf-table pf-key-value">
<thead><tr><th scope="col" class="pf-key">Key</th><th scope="col">Value</th></tr></thead>
<tbody>
${row('provider', 'security.user.provider.concrete.users_in_memory')}
${row('context', 'main')}
${row('entry_point', 'security.authenticator.guard.main.0')}
${row('user_checker', 'security.user_checker')}
${row('access_denied_handler', '(none)')}
${row('access_denied_url', '(none)')}
${row('authenticators', html`<code>[ "guard" ]</code>`)}
</tbody>
</table></div>
<h3>Security Listeners</h3>
<p class="pf-empty">No security listeners have been recorded. Check that debugging is enabled in the kernel.</p>
<h3>Access Decision</h3>
${metrics([metric('Strategy', 'affirmative')])}
<p class="pf-note">access decision strategy: <code>affirmative</code></p>`;

const CONFIG: SafeHtml = html`<h2>Symfony Configuration</h2>
${metrics([metric('Symfony version', '5.4.53'), metric('Environment', 'dev'), metric('Debug', 'enabled')])}
<h3>PHP Configuration</h3>
${metrics([metric('PHP version', '8.2.35'), metric('PHP SAPI', 'cli-server')])}
<p class="pf-note">Served by debug-kernel, a stand-in: runtime versions are on the <a href="phpinfo">runtime information</a> page.</p>`;

const NO_DATA_HEADINGS = { cache: 'Cache', twig: 'Twig', debug: 'Debug' } as const;

function noData(heading: string): SafeHtml {
  return html`<h2>${heading}</h2>\n<p class="pf-empty">No data was collected for this panel by this stand-in.</p>`;
}

const NO_DATA: Readonly<Record<keyof typeof NO_DATA_HEADINGS, SafeHtml>> = {
  cache: noData(NO_DATA_HEADINGS.cache),
  twig: noData(NO_DATA_HEADINGS.twig),
  debug: noData(NO_DATA_HEADINGS.debug),
};

export function renderSecurityPanel(): SafeHtml {
  return SECURITY;
}

export function renderConfigPanel(): SafeHtml {
  return CONFIG;
}

export function renderNoDataPanel(panel: keyof typeof NO_DATA_HEADINGS): SafeHtml {
  return NO_DATA[panel];
}

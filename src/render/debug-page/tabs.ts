// The three tabs. Titles are real buttons in a tablist; every panel is in the DOM and
// visible until the script hides the inactive ones, so the page reads fully without
// JavaScript. The first tab is selected.
import { html, join, type SafeHtml } from '../html.ts';

export interface Tab {
  /** `exceptions`, `logs` or `traces`: the data-tab hook and the id stem. */
  readonly id: string;
  /** The data-count hook. */
  readonly count: number;
  /** Title text, with its badge when there is one. */
  readonly title: SafeHtml;
  readonly panel: SafeHtml;
}

/** `Exceptions <span class="badge">2</span>`, or the singular without a badge. */
export function countedTitle(singular: string, plural: string, count: number, badgeClass = 'badge'): SafeHtml {
  return count === 1 ? html`${singular}` : html`${plural} <span class="${badgeClass}">${count}</span>`;
}

function renderTabTitle(tab: Tab, selected: boolean): SafeHtml {
  // The h3 keeps the title hook; role=presentation lets the button be the tab itself.
  return html`<h3 class="tab-title${selected ? ' is-active' : ''}" data-tab="${tab.id}" data-count="${tab.count}" role="presentation"><button type="button" class="tab-button" role="tab" id="tab-${tab.id}" aria-selected="${String(selected)}" aria-controls="tab-panel-${tab.id}" data-tab-button>${tab.title}</button></h3>`;
}

function renderTabPanel(tab: Tab): SafeHtml {
  return html`<section class="tab-panel" id="tab-panel-${tab.id}" role="tabpanel" aria-labelledby="tab-${tab.id}" tabindex="0" data-tab-panel="${tab.id}">
${tab.panel}
</section>`;
}

export function renderTabs(tabs: readonly Tab[]): SafeHtml {
  return html`<div class="tabs" data-tabs>
<div class="tab-list" role="tablist" aria-label="Error details">${join(tabs.map((tab, i) => renderTabTitle(tab, i === 0)))}</div>
${join(tabs.map(renderTabPanel), '\n')}
</div>`;
}

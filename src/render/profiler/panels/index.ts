// One entry point for every panel but the exception one (its body is the exception
// block, rendered by the exception fragment): returns "" for it.
import type { PanelData, PanelName } from '../types.ts';
import { renderRequestPanel } from './request.ts';
import { renderLoggerPanel } from './logger.ts';
import { renderEventsPanel } from './events.ts';
import { renderRouterPanel } from './router.ts';
import { renderTimePanel } from './time.ts';
import { renderConfigPanel, renderNoDataPanel, renderSecurityPanel } from './static-panels.ts';

export function renderPanel(name: PanelName, data: PanelData): string {
  switch (name) {
    case 'exception':
      return '';
    case 'request':
      return renderRequestPanel(data).value;
    case 'time':
      return renderTimePanel(data).value;
    case 'logger':
      return renderLoggerPanel(data).value;
    case 'events':
      return renderEventsPanel(data).value;
    case 'router':
      return renderRouterPanel(data).value;
    case 'security':
      return renderSecurityPanel().value;
    case 'config':
      return renderConfigPanel().value;
    case 'cache':
    case 'twig':
    case 'debug':
      return renderNoDataPanel(name).value;
  }
}

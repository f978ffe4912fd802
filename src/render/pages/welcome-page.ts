// The page for "/" when the app defines no homepage route: the framework greets the
// developer instead of showing a bare 404.
import { html } from '../html.ts';
import { renderLayout } from './layout.ts';

export function renderWelcomePage(version = '5.4.53'): string {
  return renderLayout(
    'Welcome to Symfony!',
    html`<h1>Welcome to Symfony ${version}</h1>
<p>Your application is running, but no route is configured for the homepage yet.</p>
<p class="muted">Define a route for the path <code>/</code> to replace this page. It is shown because debug mode is enabled and the homepage has no route.</p>`,
  );
}

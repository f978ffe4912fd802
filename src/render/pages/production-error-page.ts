// What a visitor sees when debug is off (previewed at /_error/{code}): the status and an
// apology, never a path, a type name or a log line.
import { html } from '../html.ts';
import { renderLayout } from './layout.ts';

export function renderProductionErrorPage(status: number, statusText: string): string {
  return renderLayout(
    `An Error Occurred: ${statusText}`,
    html`<h1>Oops! An Error Occurred</h1>
<h2>The server returned a "${status} ${statusText}".</h2>
<p>Something is broken. Please let us know what you were doing when this error occurred. We will fix it as soon as possible. Sorry for any inconvenience caused.</p>`,
    { noindex: true },
  );
}

// The body of redirect responses: browsers follow the Location header, and this page
// (with a meta refresh) covers clients that show the body instead.
import { html } from '../html.ts';

export function renderRedirectPage(url: string): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="refresh" content="0;url='${url}'">
<title>Redirecting to ${url}</title>
</head>
<body>
Redirecting to <a href="${url}">${url}</a>.
</body>
</html>
`.value;
}

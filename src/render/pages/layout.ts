// The shared shell of the small pages (production error, welcome, business routes):
// a complete document with a <body> the toolbar can be injected into.
import { html, raw, type SafeHtml } from '../html.ts';

// One small stylesheet of ours for every simple page, wrapped once.
const STYLES = raw(`
:root{color-scheme:light dark;--bg:#f6f7f9;--surface:#fff;--text:#1f2328;--muted:#5b6470;--accent:#1a56b8;--border:#d7dce2}
@media (prefers-color-scheme: dark){:root{--bg:#14171c;--surface:#1c2027;--text:#e3e6ea;--muted:#9aa4b1;--accent:#7fb0ff;--border:#333a44}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--accent)}
.page{max-width:760px;margin:48px auto;padding:32px 28px;background:var(--surface);border:1px solid var(--border);border-radius:8px;overflow-wrap:anywhere}
h1{margin:0 0 16px;font-size:28px;line-height:1.25}
.muted{color:var(--muted)}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-top:1px solid var(--border)}
`.trim());

export function renderLayout(title: string, content: SafeHtml, options: { noindex?: boolean } = {}): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
${options.noindex === true ? html`<meta name="robots" content="noindex,nofollow">\n` : html``}<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${STYLES}</style>
</head>
<body>
<main class="page">
${content}
</main>
</body>
</html>
`.value;
}

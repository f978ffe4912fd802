// The debug page's stylesheet: ours, static, built once at module load. Light by
// default, dark when the reader's system asks for it. States that hide content
// (.is-collapsed, .is-hidden) only apply under .has-js, which the script sets, so a
// page without JavaScript shows everything.

const STYLES = `
:root{--bg:#f6f7f9;--surface:#fff;--text:#1f2328;--muted:#5b6470;--border:#d7dce2;--accent:#1a56b8;--header-bg:#1d2430;--header-text:#f2f4f7;--summary-bg:#a3241b;--summary-text:#fff;--code-bg:#f3f5f8;--code-line:#8a94a0;--highlight-bg:#fff1b8;--highlight-mark:#d49b00;--error:#b42318;--error-bg:#fdecea;--warning:#8a5a00;--warning-bg:#fff6e0;--badge-bg:#e4e8ee;--focus:#2f6fde;color-scheme:light dark}
@media (prefers-color-scheme: dark){:root{--bg:#14171c;--surface:#1c2027;--text:#e3e6ea;--muted:#9aa4b1;--border:#333a44;--accent:#7fb0ff;--header-bg:#0d1014;--header-text:#e3e6ea;--summary-bg:#6e1a14;--summary-text:#fbe9e7;--code-bg:#171a20;--code-line:#6d7682;--highlight-bg:#4a3d10;--highlight-mark:#e0b23a;--error:#ff8a80;--error-bg:#3a1a18;--warning:#f2c36b;--warning-bg:#33290f;--badge-bg:#2c323b;--focus:#7fb0ff}}
*,*::before,*::after{box-sizing:border-box}
html{font-size:16px;-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,summary:focus-visible,[tabindex]:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
abbr[title]{text-decoration:none;border-bottom:1px dotted currentColor;cursor:help}
pre,code{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
.container{max-width:1280px;margin:0 auto;padding:0 24px}
.text-muted{color:var(--muted)}
.break-long-words,.exception-message,.log-text,.frame-file{overflow-wrap:anywhere;word-break:normal}
.prewrap{white-space:pre-wrap;overflow-wrap:anywhere}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.page-header{background:var(--header-bg);color:var(--header-text)}
.page-header-inner{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:52px}
.logo{margin:0;font-size:18px;font-weight:600;letter-spacing:.01em}
.logo::before{content:"sf";display:inline-block;margin-right:10px;padding:0 6px;border-radius:50%;background:var(--header-text);color:var(--header-bg);font-weight:700}
.help-link a{color:var(--header-text)}
.exception-summary{background:var(--summary-bg);color:var(--summary-text);padding:20px 24px 26px;margin:0 -24px}
.exception-summary a{color:inherit}
.exception-hierarchy{margin:0 0 6px;font-size:14px;font-weight:400;opacity:.9}
.exception-http{margin:0 0 8px;font-size:15px;font-weight:400;opacity:.9}
.exception-http small{font-size:inherit;font-weight:600}
.exception-summary h1.exception-message{margin:0;font-size:24px;line-height:1.3;font-weight:600}
main.container{padding-bottom:48px}
.tab-list{display:flex;flex-wrap:wrap;gap:4px;margin:20px 0 0;border-bottom:1px solid var(--border)}
.tab-title{margin:0;font-size:inherit;font-weight:inherit}
.tab-button{font:inherit;font-size:15px;color:var(--muted);background:none;border:0;border-bottom:3px solid transparent;padding:10px 14px;cursor:pointer}
.tab-button[aria-selected="true"]{color:var(--text);border-bottom-color:var(--accent);font-weight:600}
.tab-button:hover{color:var(--text)}
.tab-panel{padding-top:16px}
.tab-panel:focus{outline:none}
.has-js .tab-panel.is-hidden{display:none}
.has-js [data-tabs]:not(.tabs-ready) .tab-panel+.tab-panel{display:none}
.badge{display:inline-block;min-width:1.6em;padding:0 6px;border-radius:10px;background:var(--badge-bg);color:var(--text);font-size:12px;font-weight:600;text-align:center;line-height:1.6}
.badge.status-error{background:var(--error);color:var(--surface)}
.trace{background:var(--surface);border:1px solid var(--border);border-radius:6px;margin:0 0 16px;padding:14px 18px}
.trace-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:8px}
.trace-class{margin:0;font-size:16px;font-weight:400}
.trace-short-name{font-weight:700}
.trace-actions{display:flex;gap:6px}
.button{font:inherit;font-size:13px;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:4px;padding:3px 10px;cursor:pointer}
.button:hover{border-color:var(--muted)}
.trace-toggle{display:none}
.has-js .trace-toggle{display:inline-block}
.has-js .trace.is-collapsed .trace-details{display:none}
.trace-message{margin:8px 0 0;font-size:15px}
.trace-details{margin-top:10px}
.trace-frames{list-style:none;margin:0;padding:0}
.frame{border-top:1px solid var(--border);padding:8px 0}
.frame:first-child{border-top:0}
.frame-head{margin:0 0 6px}
.frame-call{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;font-weight:600}
.frame-where,.frame-external .frame-file{color:var(--muted);font-size:13px}
.frame-source summary{cursor:pointer}
.code-excerpt{margin:6px 0 0;padding:8px 0;background:var(--code-bg);border:1px solid var(--border);border-radius:4px;overflow-x:auto}
.code-excerpt code{display:block;min-width:max-content}
.code-excerpt .line{display:block;white-space:pre;padding:0 12px 0 0;min-height:1.5em}
.code-excerpt .line::before{content:attr(data-line-number);display:inline-block;width:4.5em;padding-right:12px;margin-right:12px;text-align:right;color:var(--code-line);border-right:1px solid var(--border);user-select:none}
.code-excerpt .line-highlight{background:var(--highlight-bg);box-shadow:inset 4px 0 0 var(--highlight-mark)}
.code-excerpt .line-highlight::before{color:var(--text);font-weight:700}
.code-unavailable code{padding:0 12px;color:var(--muted)}
.table-scroll{overflow-x:auto}
table.logs{width:100%;border-collapse:collapse;background:var(--surface);border:1px solid var(--border);font-size:13px}
table.logs th{text-align:left;padding:8px 10px;border-bottom:2px solid var(--border);font-size:13px}
table.logs td{padding:6px 10px;border-top:1px solid var(--border);vertical-align:top}
.log-level,.log-time,.log-channel{white-space:nowrap}
.log-time{color:var(--muted);font-variant-numeric:tabular-nums}
tr.status-error{background:var(--error-bg)}
tr.status-error .log-level{color:var(--error);font-weight:700}
tr.status-warning{background:var(--warning-bg)}
tr.status-warning .log-level{color:var(--warning);font-weight:600}
.log-message{width:100%}
.log-context{margin:6px 0 0;padding:6px 8px;background:var(--code-bg);border-radius:4px;font-size:12px}
.empty-note{padding:16px;background:var(--surface);border:1px dashed var(--border);border-radius:6px;color:var(--muted)}
.trace-text{margin:0;padding:10px 12px;background:var(--code-bg);border:1px solid var(--border);border-radius:4px;overflow-x:auto}
@media (max-width:640px){.container{padding:0 12px}.exception-summary{padding:16px 12px 20px;margin:0 -12px}.exception-summary h1.exception-message{font-size:19px}.code-excerpt .line::before{width:3.5em}}
@media print{.trace-actions,.tab-list{display:none}.has-js .tab-panel.is-hidden,.has-js .trace.is-collapsed .trace-details{display:block}}
`.trim();

export function debugPageStyles(): string {
  return STYLES;
}

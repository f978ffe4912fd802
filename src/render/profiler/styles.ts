// The profiler's stylesheet: ours, static, built once at module load. Light by default,
// dark when the reader's system asks for it. Every class is prefixed `pf-` so it never
// collides with the exception stylesheet the exception panel brings along. Controls that
// only work with JavaScript are hidden until the script marks the document `.has-js`.

const STYLES = `
:root{--pf-bg:#f3f4f6;--pf-surface:#fff;--pf-text:#1f2328;--pf-muted:#5b6470;--pf-border:#d7dce2;--pf-accent:#1a56b8;--pf-header-bg:#1d2430;--pf-header-text:#f2f4f7;--pf-side-bg:#e9ecf0;--pf-selected-bg:#1d2430;--pf-selected-text:#fff;--pf-ok:#1a7f37;--pf-ok-bg:#e6f4ea;--pf-warn:#8a5a00;--pf-warn-bg:#fff6e0;--pf-err:#b42318;--pf-err-bg:#fdecea;--pf-chip:#e4e8ee;--pf-code:#f3f5f8;--pf-focus:#2f6fde;color-scheme:light dark}
@media (prefers-color-scheme: dark){:root{--pf-bg:#14171c;--pf-surface:#1c2027;--pf-text:#e3e6ea;--pf-muted:#9aa4b1;--pf-border:#333a44;--pf-accent:#7fb0ff;--pf-header-bg:#0d1014;--pf-header-text:#e3e6ea;--pf-side-bg:#181c22;--pf-selected-bg:#2c3440;--pf-selected-text:#fff;--pf-ok:#7ee2a0;--pf-ok-bg:#15301f;--pf-warn:#f2c36b;--pf-warn-bg:#33290f;--pf-err:#ff8a80;--pf-err-bg:#3a1a18;--pf-chip:#2c323b;--pf-code:#171a20;--pf-focus:#7fb0ff}}
*,*::before,*::after{box-sizing:border-box}
body.pf{margin:0;background:var(--pf-bg);color:var(--pf-text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--pf-accent)}
.pf a:focus-visible,.pf button:focus-visible,.pf input:focus-visible,.pf select:focus-visible,.pf summary:focus-visible{outline:2px solid var(--pf-focus);outline-offset:2px}
pre,code{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
.break-long-words{overflow-wrap:anywhere}
.pf-header{background:var(--pf-header-bg);color:var(--pf-header-text)}
.pf-header-inner{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:52px;padding:0 24px}
.pf-logo{margin:0;font-size:18px;font-weight:600}
.pf-logo::before{content:"sf";display:inline-block;margin-right:10px;padding:0 6px;border-radius:50%;background:var(--pf-header-text);color:var(--pf-header-bg);font-weight:700}
.pf-header a{color:var(--pf-header-text)}
.pf-summary{border-bottom:1px solid var(--pf-border);background:var(--pf-surface);border-left:6px solid var(--pf-muted)}
.pf-summary.status-success{border-left-color:var(--pf-ok)}
.pf-summary.status-warning{border-left-color:var(--pf-warn);background:var(--pf-warn-bg)}
.pf-summary.status-error{border-left-color:var(--pf-err);background:var(--pf-err-bg)}
.pf-summary-inner{padding:14px 24px}
.pf-summary h2{margin:0 0 4px;font-size:20px;line-height:1.3}
.pf-summary-relation{margin:0 0 4px;font-size:14px}
.pf-summary-meta{display:flex;flex-wrap:wrap;gap:4px 24px;margin:8px 0 0}
.pf-summary-item{display:flex;gap:6px;align-items:baseline}
.pf-summary-item dt{color:var(--pf-muted);font-size:13px}
.pf-summary-item dd{margin:0;font-weight:600}
.pf-layout{display:flex;align-items:flex-start;min-height:calc(100vh - 52px)}
.pf-sidebar{flex:0 0 240px;background:var(--pf-side-bg);border-right:1px solid var(--pf-border);padding:12px 0;align-self:stretch}
.pf-shortcuts{display:flex;gap:12px;padding:0 16px 10px;font-size:14px}
.pf-main{flex:1 1 auto;min-width:0;padding:20px 24px 48px}
.pf-menu ul{list-style:none;margin:8px 0 0;padding:0}
.pf-menu a{display:flex;justify-content:space-between;align-items:center;padding:8px 16px;color:var(--pf-text);text-decoration:none;border-left:3px solid transparent}
.pf-menu a:hover{background:var(--pf-chip)}
.pf-menu .disabled a{color:var(--pf-muted)}
.pf-menu .selected a{background:var(--pf-selected-bg);color:var(--pf-selected-text);border-left-color:var(--pf-accent);font-weight:600}
.pf-count{display:inline-block;min-width:1.6em;padding:0 6px;border-radius:10px;background:var(--pf-chip);color:var(--pf-text);font-size:12px;font-weight:600;text-align:center;line-height:1.6}
.pf-count-error{background:var(--pf-err);color:var(--pf-surface)}
.pf-search{padding:0 16px 12px;border-bottom:1px solid var(--pf-border)}
.pf-search h3{margin:0 0 6px;font-size:14px}
.pf-search .pf-field{display:flex;flex-direction:column;margin-bottom:6px;font-size:13px}
.pf-search .pf-field-row{display:flex;gap:8px}
.pf-search .pf-field-row .pf-field{flex:1 1 0;min-width:0}
.pf-search input,.pf-search select{font:inherit;font-size:13px;color:var(--pf-text);background:var(--pf-surface);border:1px solid var(--pf-border);border-radius:4px;padding:3px 6px;width:100%}
.pf-button{font:inherit;font-size:13px;color:var(--pf-text);background:var(--pf-surface);border:1px solid var(--pf-border);border-radius:4px;padding:4px 12px;cursor:pointer}
.pf-button:hover{border-color:var(--pf-muted)}
.pf-button[aria-pressed="true"]{background:var(--pf-selected-bg);color:var(--pf-selected-text);border-color:var(--pf-selected-bg)}
.pf-panel h2:where(:not([data-exception-block] *)){margin:0 0 16px;font-size:22px}
.pf-panel h3:where(:not([data-exception-block] *)){margin:24px 0 8px;font-size:17px}
.pf-panel h4:where(:not([data-exception-block] *)){margin:16px 0 6px;font-size:15px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.pf-metrics{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 16px}
.pf-metric{background:var(--pf-surface);border:1px solid var(--pf-border);border-radius:6px;padding:8px 14px;display:flex;flex-direction:column-reverse}
.pf-metric .pf-value{font-size:20px;font-weight:600}
.pf-metric .pf-label{font-size:12px;color:var(--pf-muted)}
.pf-table{width:100%;border-collapse:collapse;background:var(--pf-surface);border:1px solid var(--pf-border);font-size:13px;margin:0 0 16px}
.pf-table th{text-align:left;padding:7px 10px;border-bottom:2px solid var(--pf-border);vertical-align:top}
.pf-table td{padding:6px 10px;border-top:1px solid var(--pf-border);vertical-align:top;overflow-wrap:anywhere}
.pf-table td.pf-key,.pf-table th.pf-key{width:30%;font-weight:600}
.pf-table .pf-group th{background:var(--pf-chip);font-weight:600;border-bottom:0}
.pf-table .pf-num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.pf-scroll{overflow-x:auto}
.pf-empty{padding:14px;background:var(--pf-surface);border:1px dashed var(--pf-border);border-radius:6px;color:var(--pf-muted)}
.pf-note{color:var(--pf-muted)}
.pf-log-types{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 10px}
.pf-log-controls{display:none;gap:12px;margin:0 0 12px}
.has-js .pf-log-controls{display:flex;flex-wrap:wrap}
.pf-filter{background:var(--pf-surface);border:1px solid var(--pf-border);border-radius:4px;padding:4px 10px;font-size:13px}
.pf-filter summary{cursor:pointer}
.pf-filter label{display:block;padding:2px 0}
.pf-logs .log-time{white-space:nowrap;color:var(--pf-muted);font-variant-numeric:tabular-nums}
.pf-logs .log-message{width:100%}
.pf-logs .log-badge{white-space:nowrap;overflow-wrap:normal}
.pf-logs .log-context{margin:6px 0 0;padding:6px 8px;background:var(--pf-code);border-radius:4px;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere}
.pf-logs tr[data-type="error"]{background:var(--pf-err-bg)}
.pf-logs tr[data-type="deprecation"]{background:var(--pf-warn-bg)}
.pf-tag{display:inline-block;padding:0 6px;border-radius:3px;background:var(--pf-chip);font-size:11px;font-weight:600;text-transform:lowercase}
.pf-tag-error{background:var(--pf-err);color:var(--pf-surface)}
.pf-tag-deprecation{background:var(--pf-warn);color:var(--pf-surface)}
.pf-route-match td{background:var(--pf-ok-bg)}
.pf-route-match .pf-route-log{color:var(--pf-ok);font-weight:600}
.pf-route-method .pf-route-log,.pf-route-slash .pf-route-log{color:var(--pf-warn)}
.pf-route-path .pf-route-log{color:var(--pf-muted)}
.pf-collapse{display:none;margin-left:8px;font-size:12px;padding:1px 8px}
.has-js .pf-collapse{display:inline-block}
.pf-yes{color:var(--pf-ok);font-weight:600}
.pf-no{color:var(--pf-err);font-weight:600}
.pf-not-found h2{margin-top:0}
.pf-status{font-weight:700}
.pf-status.status-success{color:var(--pf-ok)}
.pf-status.status-warning{color:var(--pf-warn)}
.pf-status.status-error{color:var(--pf-err)}
@media (max-width:760px){.pf-layout{flex-direction:column}.pf-sidebar{flex-basis:auto;width:100%;border-right:0;border-bottom:1px solid var(--pf-border)}.pf-main{padding:16px 12px 32px}.pf-summary-inner,.pf-header-inner{padding-left:12px;padding-right:12px}}
@media print{.pf-sidebar,.pf-log-types,.pf-log-controls,.pf-collapse{display:none!important}.pf-logs tr[hidden],[data-collapsible][hidden]{display:table-row!important}}
`.trim();

export function profilerStyles(): string {
  return STYLES;
}

// The toolbar fragment's stylesheet: ours, static, built once. Every rule is scoped
// under .sf-wdt so it cannot restyle the page the toolbar is loaded into. The bar is
// dark in both schemes (it sits over arbitrary pages); its pop-ups follow the scheme.

const STYLES = `
.sf-wdt{--wdt-bg:#1d2430;--wdt-text:#e3e6ea;--wdt-muted:#9aa4b1;--wdt-pop:#fff;--wdt-pop-text:#1f2328;--wdt-pop-muted:#5b6470;--wdt-border:#d7dce2;--wdt-ok:#4ac26b;--wdt-warn:#e0a72e;--wdt-err:#e5534b;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--wdt-text)}
@media (prefers-color-scheme: dark){.sf-wdt{--wdt-pop:#1c2027;--wdt-pop-text:#e3e6ea;--wdt-pop-muted:#9aa4b1;--wdt-border:#333a44}}
.sf-wdt *{box-sizing:border-box}
.sf-wdt .sf-wdt-bar{display:flex;flex-wrap:wrap;align-items:stretch;gap:2px;background:var(--wdt-bg)}
.sf-wdt .sf-wdt-block{position:relative}
.sf-wdt .sf-wdt-icon{display:flex;align-items:center;gap:6px;height:36px;padding:0 10px;color:var(--wdt-text);text-decoration:none}
.sf-wdt .sf-wdt-icon:hover,.sf-wdt .sf-wdt-icon:focus-visible{background:#2c3440;outline:none}
.sf-wdt .sf-wdt-value{font-weight:700}
.sf-wdt .sf-wdt-label{color:var(--wdt-muted)}
.sf-wdt .status-success .sf-wdt-value{color:var(--wdt-ok)}
.sf-wdt .status-warning .sf-wdt-value{color:var(--wdt-warn)}
.sf-wdt .status-error .sf-wdt-icon{background:#a3241b}
.sf-wdt .status-error .sf-wdt-value{color:#fff}
.sf-wdt .status-error .sf-wdt-label{color:#fbe9e7}
.sf-wdt .sf-wdt-info{display:none;position:absolute;bottom:36px;left:0;z-index:1;min-width:260px;max-width:480px;padding:8px 12px;background:var(--wdt-pop);color:var(--wdt-pop-text);border:1px solid var(--wdt-border);border-radius:4px 4px 0 0;box-shadow:0 -2px 8px rgba(0,0,0,.25)}
.sf-wdt .sf-wdt-block:hover .sf-wdt-info,.sf-wdt .sf-wdt-block:focus-within .sf-wdt-info{display:block}
.sf-wdt .sf-wdt-row{display:flex;justify-content:space-between;gap:16px;padding:2px 0}
.sf-wdt .sf-wdt-row b{font-weight:600;color:var(--wdt-pop-muted)}
.sf-wdt .sf-wdt-row span{overflow-wrap:anywhere;text-align:right}
.sf-wdt .sf-wdt-info a{color:#1a56b8}
@media (prefers-color-scheme: dark){.sf-wdt .sf-wdt-info a{color:#7fb0ff}}
.sf-wdt .sf-wdt-symfony{margin-left:auto}
`.trim();

export function toolbarStyles(): string {
  return STYLES;
}

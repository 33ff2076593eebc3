/**
 * The owner's page's inline stylesheet (owner-page.ts), on the design system's tokens it uses
 * (tests/unit/report.test.ts holds them to shared/styles/tokens.css).
 */

/** The design tokens this page uses, with the values of shared/styles/tokens.css. */
export const OWNER_TOKENS = {
  "--color-ink": "#0b0f1a",
  "--color-text": "#1d2433",
  "--color-muted": "#515a6b",
  "--color-surface": "#ffffff",
  "--color-surface-2": "#f5f6fa",
  "--color-surface-3": "#eceef4",
  "--color-border": "#e3e6ee",
  "--color-accent": "#5b3df5",
  "--color-accent-strong": "#4a2ee0",
  "--color-accent-soft": "#eeeaff",
  "--color-accent-on-dark": "#b3a6ff",
  "--color-on-dark": "#f4f5f9",
  "--color-on-dark-muted": "#aab1c2",
  "--color-accent-2": "#ff7a45",
  "--color-accent-2-text": "#c2410c",
  "--color-success": "#0f7b4f",
  "--color-success-soft": "#ecfdf3",
  "--color-danger": "#b42318",
  "--color-danger-soft": "#fef3f2",
  "--color-focus": "#5b3df5",
  "--color-scroll-shadow": "rgb(11 15 26 / 16%)",
};

export const OWNER_CSS = `
:root{${Object.entries(OWNER_TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(
    ";",
  )};--font-sans:"Inter Variable","Inter Fallback",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--font-sans);color:var(--color-text);background:var(--color-surface-2);line-height:1.5;font-size:0.9375rem}
a{color:var(--color-accent-strong)}
:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
.top{background:var(--color-ink);color:var(--color-on-dark);padding:1.5rem 1rem 1.25rem}
.top .brand{margin:0;font-weight:700;letter-spacing:.04em;color:var(--color-accent-on-dark);font-size:.8125rem;text-transform:uppercase}
.top h1{margin:.25rem 0 .375rem;font-size:clamp(1.5rem,1.2rem + 1.2vw,1.875rem);line-height:1.15;color:var(--color-surface)}
.top p{margin:0;color:var(--color-on-dark-muted);font-size:.875rem}
.top a{color:var(--color-on-dark)}
.wrap{max-width:70rem;margin:0 auto}
.picker{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end;margin:1rem 0 0}
.picker ul{display:flex;flex-wrap:wrap;gap:.375rem;margin:0;padding:0;list-style:none}
.picker a{display:inline-block;padding:.375rem .75rem;border-radius:999px;border:1px solid rgb(255 255 255 / 20%);color:var(--color-on-dark);text-decoration:none;font-size:.875rem}
.picker a[aria-current]{background:var(--color-surface);color:var(--color-ink);border-color:var(--color-surface);font-weight:600}
.picker form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.picker label{display:flex;flex-direction:column;font-size:.8125rem;color:var(--color-on-dark-muted)}
.picker input{font:inherit;font-size:.875rem;padding:.3rem .5rem;border-radius:.5rem;border:1px solid var(--color-border);min-height:2.25rem}
.picker button{font:inherit;font-size:.875rem;font-weight:600;padding:.4rem .9rem;border-radius:999px;border:0;background:var(--color-accent);color:var(--color-surface);min-height:2.25rem;cursor:pointer}
main{padding:1.25rem 1rem 2.5rem}
.kpis{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem;margin:0 0 1.25rem;padding:0;list-style:none}
.kpi{background:var(--color-surface);border:1px solid var(--color-border);border-radius:.75rem;padding:.875rem 1rem;min-width:0}
.kpi .label{display:block;color:var(--color-muted);font-size:.8125rem}
.kpi .value{display:block;font-size:1.625rem;font-weight:700;color:var(--color-ink);font-variant-numeric:tabular-nums;line-height:1.2}
.kpi .note{display:block;color:var(--color-muted);font-size:.8125rem}
.up{color:var(--color-success)}.down{color:var(--color-danger)}
section{background:var(--color-surface);border:1px solid var(--color-border);border-radius:.75rem;padding:1.125rem 1rem;margin:0 0 1rem;min-width:0}
section.scroll{border:0;border-radius:0;padding:0;margin:0 0 .5rem}
h2{margin:0 0 .25rem;font-size:1.1875rem;line-height:1.25;color:var(--color-ink)}
h3{margin:1rem 0 .375rem;font-size:.9375rem;color:var(--color-ink)}
.lede{margin:0 0 .75rem;color:var(--color-muted);font-size:.875rem}
.notice{border-left:4px solid var(--color-accent-2);background:var(--color-surface);padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1rem}
.notice.alert{border-color:var(--color-danger);background:var(--color-danger-soft)}
.scroll{overflow-x:auto;margin:0 0 .5rem;background:linear-gradient(to right,var(--color-surface) 30%,transparent) left/2.5rem 100% no-repeat local,linear-gradient(to left,var(--color-surface) 30%,transparent) right/2.5rem 100% no-repeat local,radial-gradient(farthest-side at 0 50%,var(--color-scroll-shadow),transparent) left/.875rem 100% no-repeat scroll,radial-gradient(farthest-side at 100% 50%,var(--color-scroll-shadow),transparent) right/.875rem 100% no-repeat scroll}
.scroll:focus-visible{outline-offset:-3px}
.hint{display:none;margin:0 0 .25rem;color:var(--color-muted);font-size:.8125rem}
table{border-collapse:collapse;width:100%;font-size:.875rem}
caption{text-align:left;font-weight:600;color:var(--color-ink);padding:0 0 .375rem}
th,td{padding:.4rem .5rem;border-bottom:1px solid var(--color-border);text-align:right;vertical-align:top;font-variant-numeric:tabular-nums;white-space:nowrap}
th{font-size:.75rem;color:var(--color-muted);font-weight:600;text-transform:uppercase;letter-spacing:.03em}
th:first-child,td:first-child{text-align:left;white-space:normal;overflow-wrap:anywhere;min-width:9rem}
tr.quiet td{color:var(--color-muted);font-style:italic}
td small{color:var(--color-muted)}
.empty{color:var(--color-muted);font-style:italic;margin:.25rem 0}
.chart{margin:.5rem 0 .75rem}
.chart figcaption{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;color:var(--color-muted);font-size:.8125rem;margin:0 0 .25rem}
.chart svg{display:block;width:100%;height:8.75rem;background:repeating-linear-gradient(to bottom,var(--color-border) 0 1px,transparent 1px 25%);border-bottom:1px solid var(--color-muted)}
.axis{display:flex;justify-content:space-between;gap:.5rem;color:var(--color-muted);font-size:.75rem;margin:.25rem 0 0}
.swatch{display:inline-block;width:.625rem;height:.625rem;border-radius:2px;margin-right:.375rem;background:var(--color-accent)}
.swatch.leads{background:var(--color-accent-2)}
.bars.visits rect{fill:var(--color-accent)}.bars.leads rect{fill:var(--color-accent-2)}
.good{color:var(--color-success)}.ni{color:var(--color-accent-2-text)}.poor{color:var(--color-danger);font-weight:600}
.pill{display:inline-block;padding:0 .5rem;border-radius:999px;font-size:.8125rem;background:var(--color-surface-3);color:var(--color-text);font-style:normal}
.pill.few{background:var(--color-danger-soft);color:var(--color-danger)}
.grid2{display:grid;gap:0 1rem}
ul.plain{margin:.25rem 0 .5rem;padding-left:1.25rem}
dl.defs{margin:0;display:grid;grid-template-columns:1fr;gap:.25rem 1rem;font-size:.875rem}
dl.defs dt{font-weight:600;color:var(--color-ink)}dl.defs dd{margin:0 0 .375rem;color:var(--color-muted)}
footer{color:var(--color-muted);font-size:.8125rem;padding:0 1rem 2rem}
@media (max-width:40em){.hint{display:block}th,td{padding:.4rem .375rem}th{letter-spacing:0}th:first-child,td:first-child{min-width:7rem}}
@media (min-width:45em){.kpis{grid-template-columns:repeat(3,minmax(0,1fr))}.grid2{grid-template-columns:repeat(2,minmax(0,1fr))}
.top{padding:2rem 2rem 1.75rem}main{padding:1.5rem 2rem 3rem}section{padding:1.375rem 1.5rem}footer{padding:0 2rem 2rem}
dl.defs{grid-template-columns:max-content 1fr}}
@media (min-width:70em){.kpis{grid-template-columns:repeat(6,minmax(0,1fr))}}
@media print{body{background:#fff}.top{background:#fff;color:var(--color-ink);border-bottom:2px solid var(--color-ink)}.top h1{color:var(--color-ink)}
.picker{display:none}section,.kpi{break-inside:avoid}.scroll{overflow:visible}*{print-color-adjust:exact}}
`;

import { createHash } from 'node:crypto';

/**
 * A page the server sends drawn (the login form) is complete without its scripts: they only take it over. So they are
 * asked for after its first paint, not beside its styles: on a slow connection the styles and the page come first,
 * and the form shows as soon as they are there (Lighthouse counts every request started before the largest paint).
 *
 * The boot script below, inline in the page, asks for the entry and the preloads after the first frame (or after a
 * second at the latest: a page opened in a background tab paints no frame). Until the app runs, it notes a sign-in
 * sent from the drawn form (which cannot send itself) on <html data-drawn-submit>; web/app/takeover.ts takes the note
 * and stops the listener. Its text never changes (the files come from its data attributes), so the
 * Content-Security-Policy allows it by its hash (api/http/csp.ts) and no other inline script.
 */
export const BOOT_SCRIPT =
  '(function(s,d){var a=s.dataset,done=0;' +
  "function n(){d.documentElement.setAttribute('data-drawn-submit','1')}" +
  "window.gongyuBootSubmit=n;d.addEventListener('submit',n,true);" +
  'function go(){if(done)return;done=1;' +
  "(a.preload?a.preload.split(' '):[]).forEach(function(h){var l=d.createElement('link');" +
  "l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});" +
  "var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=a.entry;d.head.appendChild(m)}" +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})(document.currentScript,document)';

/** The CSP source that allows BOOT_SCRIPT. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its module script and module preloads replaced by the boot script, which asks for them after the
 * first paint. A page without a module script is answered unchanged.
 */
export function scriptsAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const boot = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${BOOT_SCRIPT}</script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', () => `${boot}</body>`);
}

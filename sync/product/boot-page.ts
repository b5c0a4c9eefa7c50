import { SNAPSHOT_KEY_PREFIX, SNAPSHOT_MAX_AGE_MS } from './screen-snapshots';

/**
 * A page the server sends drawn (the login form) is complete without its scripts: they only take it over. So they are
 * asked for after its first paint, not beside its styles: on a slow connection the styles and the page come first,
 * and the form shows as soon as they are there (Lighthouse counts every request started before the largest paint).
 *
 * The boot script below, inline in the page, asks for the entry and the preloads after the first frame (or after a
 * second at the latest: a page opened in a background tab paints no frame). Until the app runs, it notes a sign-in
 * sent from the drawn form (which cannot send itself) on <html data-drawn-submit>; web/app/takeover.ts takes the note
 * and stops the listener. Its text never changes (the files come from its data attributes), so the
 * Content-Security-Policy allows it by its hash (api/web-boot.ts, api/http/csp.ts) and no other inline script.
 *
 * On a screen the device keeps a picture of (data-screen: the home screen and the board, sync/product/screen-snapshots.ts),
 * the script first draws that picture, the screen as the signed-in user last left it on this device
 * (web/app/screen-snapshot.ts), when there is one for this address, this layout (phone or desktop) and a session
 * still valid, made in the last 12 hours. It is inert (nothing in it can be tapped) until the app replaces it. With no
 * picture the scripts are asked for at once: the page has nothing to show before them.
 */
export const BOOT_SCRIPT =
  '(function(s,d){var a=s.dataset,done=0;' +
  "function n(){d.documentElement.setAttribute('data-drawn-submit','1')}" +
  "window.gongyuBootSubmit=n;d.addEventListener('submit',n,true);" +
  'function go(){if(done)return;done=1;' +
  "(a.preload?a.preload.split(' '):[]).forEach(function(h){var l=d.createElement('link');" +
  "l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});" +
  "var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=a.entry;d.head.appendChild(m)}" +
  'function draw(){try{var w=[sessionStorage,localStorage],i,x,p;' +
  "for(i=0;i<2;i++){x=JSON.parse(w[i].getItem('gongyu.session')||'null');" +
  `if(x&&x.expiresAt>Date.now()){p=JSON.parse(w[i].getItem('${SNAPSHOT_KEY_PREFIX}'+location.pathname)||'null');break}}` +
  `if(!p||p.search!==location.search||!(Date.now()-p.at<${SNAPSHOT_MAX_AGE_MS})||matchMedia(p.media).matches!==p.wide)return 0;` +
  "var r=d.getElementById('root');r.innerHTML=p.html;r.setAttribute('data-snapshot','');r.inert=true;return 1" +
  '}catch(e){return 0}}' +
  'if(a.screen&&!draw())go();else{requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)}' +
  '})(document.currentScript,document)';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its module script and module preloads replaced by the boot script, which asks for them after the
 * first paint. `screen`: a screen the device may keep a picture of, drawn by the boot script when it has one (with
 * none, the scripts are asked for at once). A page without a module script is answered unchanged.
 */
export function scriptsAfterPaint(html: string, screen = false): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const kept = screen ? ' data-screen="1"' : '';
  const boot = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}"${kept}>${BOOT_SCRIPT}</script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', () => `${boot}</body>`);
}

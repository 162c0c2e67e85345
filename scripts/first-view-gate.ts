import { SHOP_TIME_ZONE } from '../src/lib/format/index.ts'

/**
 * The first-view gate, the first of index.html's boot scripts (scripts/vite-boot.ts). A page
 * whose prerendered first view names the app's module scripts on `<html data-first-view>`
 * (scripts/prerender/html.ts) paints that view from its HTML alone (its style sheets are in the
 * HTML too) before any script is fetched; then the scripts follow. When, `data-first-view-gate`
 * says:
 * - `picture` (the home): the boot scripts' requests and the app's scripts wait until the view's
 *   largest picture (the hero, `fetchpriority="high"`) has loaded and the next frame, which
 *   paints it, has begun. On a phone's slow link the hero has the line to itself; the visitor
 *   reads the page meanwhile (its links work without the app).
 * - `paint` (a listing): the API requests go at once (the calendar needs them) and only the
 *   scripts and their preloads wait, for the first frame: a frame later than at once, where a
 *   style sheet to fetch first cost the calendar 0.3–0.8 s.
 * 3 s at most either way. Everywhere else everything starts at once.
 * `data-palette` carries the shop's colours for the view: set through the CSSOM before the first
 * paint, as the app sets them (src/lib/theme/palette.ts), since the Content-Security-Policy allows
 * no inline style that the build cannot hash. (docs/decisions/016-prerendered-heads.md)
 */
export const FIRST_VIEW_GATE =
  `(function(d){var h=d.documentElement,V=h.getAttribute('data-first-view'),P=h.getAttribute('data-first-view-gate')==='paint',` +
  `C=h.getAttribute('data-palette'),Q=[],S=[];` +
  `if(C)C.split(';').forEach(function(x){var i=x.indexOf(':');if(i>0)h.style.setProperty(x.slice(0,i),x.slice(i+1))});` +
  `window.__webshopGate=function(f){V===null||P?f():Q.push(f)};` +
  `window.__webshopScripts=function(f){V===null?f():S.push(f)};if(V===null)return;` +
  // The app's first date formatter starts the browser's Intl data (6–40 ms on a desktop, more on a
  // phone). Here it is paid inside the parse, before the first paint: on a phone the parse waits
  // for the rest of the HTML anyway, and after the paint it was a long task beside the take-over.
  `try{new Intl.DateTimeFormat('en-CA',{timeZone:${JSON.stringify(SHOP_TIME_ZONE)}}).format(0)}catch(e){}` +
  // A link beside each sheet the HTML carries, of a type that is not CSS: never fetched, but the
  // app's code finds it and does not load that file again (scripts/prerender/html.ts).
  `d.addEventListener('DOMContentLoaded',function(){d.querySelectorAll('style[data-href]').forEach(function(s){` +
  `var l=d.createElement('link');l.rel='stylesheet';l.type='text/x-inline';l.href=s.getAttribute('data-href');d.head.appendChild(l)});` +
  `var i=P?null:d.querySelector('#root img[fetchpriority="high"]'),k=0,` +
  // Each boot script and preload in a task of its own, then the module scripts: no one long task.
  `go=function(){if(k++)return;var s=V;V=null;Q.splice(0).concat(S.splice(0)).forEach(function(f){setTimeout(f)});` +
  `setTimeout(function(){s.split(' ').forEach(function(u){if(!u)return;var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=u;d.head.appendChild(e)})})},` +
  `a=function(){requestAnimationFrame(function(){setTimeout(go)})};` +
  `if(!i||i.complete)a();else{i.addEventListener('load',a);i.addEventListener('error',a)}setTimeout(go,3000)})})(document)`

/** A boot script that runs once a `picture` gate opens (at once where there is none). */
export const gated = (code: string) => `window.__webshopGate(function(){${code}})`

/** A boot script's fetch of the app's code: once any gate opens (at once where there is none). */
export const withScripts = (code: string) => `window.__webshopScripts(function(){${code}})`

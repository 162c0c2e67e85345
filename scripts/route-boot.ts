// The boot scripts of the routes whose first render index.html prepares: a deep link to a listing
// or its booking widget, and the overview. Each starts the route's requests and preloads its
// code, styles and catalogues beside the bundle; the page's own boot script and the plugin that
// puts them all into index.html are in scripts/vite-boot.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { COVER_PICTURE } from '../src/features/listings/overview/card-picture.ts'
import { SHOP_TIME_ZONE } from '../src/lib/format/index.ts'
import { firstShownDay } from '../src/features/booking/dates.ts'
import { withScripts } from './first-view-gate.ts'

/** First catalogues of every page (src/lib/i18n/index.ts NAMESPACES): preloaded from index.html. */
export const FIRST_NAMESPACES = ['common', 'errors']

/**
 * Catalogues of a deep link to a listing: every page's first ones and those the listing detail's
 * loader asks for (src/routes/$lang/_default/listing.$slug.tsx).
 */
const LISTING_NAMESPACES = [...FIRST_NAMESPACES, 'listings', 'problems', 'booking', 'cart']
/**
 * A deep link to a listing or to its booking widget (the listing boot below): `[, lang, slug]`.
 */
export const LISTING_PATH = String.raw`/^\/(\w+)\/(?:listing|embed\/v1\/booking)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/`
const TEXTS_ID = '\0webshop:listing-texts:'

/**
 * The listing route's catalogues of one language in one module (`{ listings: {…}, … }`), for a
 * deep link to a listing: one request instead of four on a slow connection (six HTTP/1.1 lanes,
 * docs/performance.md, "The boot script"). The boot script imports it; the app's
 * catalogue loader takes those namespaces from it (scripts/vite-catalogues.ts). Every other
 * page, and a later move to a listing, still loads each catalogue on its own.
 */
export function routeTexts(root: string, lng: string, namespaces = LISTING_NAMESPACES): string {
  const texts = namespaces.map(
    (ns) =>
      `${JSON.stringify(ns)}:${readFileSync(join(root, 'locales', lng, `${ns}.json`), 'utf8')}`,
  )
  return `export default {${texts.join(',')}}\n`
}
/**
 * Modules of the listing detail's first render: the route's parts (with the booking section
 * they import) and the sanitiser's first module (src/lib/sanitize/index.ts imports it in every
 * browser).
 */
const LISTING_MODULES =
  /\/src\/(routes\/\$lang\/(route|_default\/route|_default\/listing\.\$slug)\.tsx|lib\/sanitize\/deferred\/native\.ts)/
/** Modules of the booking widget's first render: the route's parts and the booking section. */
const WIDGET_MODULES =
  /\/src\/routes\/\$lang\/(route|_embedded\/route|_embedded\/embed\/v1\/booking\.\$slug)\.tsx/

/**
 * Catalogues and modules of the overview's first render (src/features/listings/overview/route-data.ts).
 * Its catalogues come in one file too (`overview-texts.<lng>`, built like the listing's): three
 * small files fewer in flight beside the framework chunk on the home's first load
 * (docs/performance.md, "Pictures and the largest paint").
 */
const OVERVIEW_NAMESPACES = [...FIRST_NAMESPACES, 'listings']
const OVERVIEW_MODULES = /\/src\/routes\/\$lang\/(route|_default\/route|_default\/index)\.tsx/
const OVERVIEW_TEXTS_ID = '\0webshop:overview-texts:'
/** The overview (/<lang>, with or without filters): `[, lang]`. */
export const OVERVIEW_PATH = String.raw`/^\/(\w+)\/?$/`

const ASSETS = 'assets/'

export type Bundle = NonNullable<
  Parameters<Extract<Plugin['transformIndexHtml'], { handler: unknown }>['handler']>[1]['bundle']
>

/**
 * What a page's first render needs beyond index.html's own bundle: the chunks of the route
 * modules `modules` matches with their imports and styles (file names under assets/). Its
 * catalogues come in a texts file (textsFiles below).
 */
function routePreloads(bundle: Bundle, modules: RegExp): string[] {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (roots: typeof chunks) => {
    const seen = new Set<string>()
    const walk = (name: string) => {
      if (seen.has(name)) return
      seen.add(name)
      byName.get(name)?.imports.forEach(walk)
    }
    roots.forEach((c) => walk(c.fileName))
    return seen
  }
  const loaded = closure(chunks.filter((c) => c.isEntry))
  // A 404 screen's part is left out: it loads only for an unknown address. A chunk group
  // (vite.config.ts: the shop layout's code is in `shell`) has no facade module: its modules count.
  const roots = chunks.filter((c) =>
    (c.facadeModuleId ? [c.facadeModuleId] : c.moduleIds).some(
      (id) => modules.test(id) && !/notFound/.test(id),
    ),
  )
  const files = [...closure(roots)]
    .filter((name) => !loaded.has(name))
    .flatMap((name) => [name, ...(byName.get(name)?.viteMetadata?.importedCss ?? [])])
    .map((name) => name.slice(ASSETS.length))
  return [...new Set(files)]
}

/** The module scripts of index.html (the bundle), in order, as paths below the assets folder. */
export const entryScripts = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*\ssrc="[^"]*?\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )

/**
 * Inline code that module-preloads each file of the array before it (style sheets: preloads, but
 * none the page has already: a prerendered page carries its own, scripts/prerender/html.ts).
 */
const preloadAll = (base: string) =>
  `.forEach(function(h){var u=${JSON.stringify(base + ASSETS)}+h,e=d.createElement('link'),s=/\\.css$/.test(h);` +
  `if(s&&d.querySelector('link[rel="stylesheet"][href="'+u+'"]'))return;` +
  `e.rel=s?'preload':'modulepreload';if(s)e.as='style';e.crossOrigin='';e.href=u;d.head.appendChild(e)})`

/** The texts files of each language whose module id starts with `id` (routeTexts above). */
function textsFiles(bundle: Bundle, id: string): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const c of Object.values(bundle)) {
    const match = c.type === 'chunk' && c.facadeModuleId?.startsWith(id) && c.facadeModuleId
    if (match) texts[match.slice(id.length)] = c.fileName.slice(ASSETS.length)
  }
  return texts
}

/**
 * Inline code that imports the texts file `t[lang]` and lets the app's catalogue loader take the
 * namespaces `namespaces` of `lang` from it (scripts/vite-catalogues.ts); where the import
 * failed, the loader loads each catalogue on its own.
 */
const adoptTexts = (base: string, namespaces: string[]) =>
  `var T=new Promise(function(v){${withScripts(`v(import(${JSON.stringify(base + ASSETS)}+t[m[1]]).catch(function(){}))`)}});` +
  `b.catalogues=function(l,n){return l===m[1]&&${JSON.stringify(namespaces)}.indexOf(n)>=0&&T.then(function(x){return x&&{default:x.default[n]}})};`

/**
 * A deep link to a listing (/<lang>/listing/<slug>) or to its booking widget
 * (/<lang>/embed/v1/booking/<slug>): the listing's own request starts from index.html too
 * (adopted once by its query, src/lib/loading/boot.ts `takeBootListing`), and the route's code, styles
 * and catalogues are preloaded beside the bundle instead of after it (docs/performance.md,
 * "The boot script").
 * Both routes need the same catalogues (the widget's `problems` come a little later for its
 * failure messages). Nothing here runs on other pages.
 */
export function listingBoot(
  bundle: Bundle,
  base: string,
  listingsPath: string,
  entry: string[],
): string {
  const files = routePreloads(bundle, LISTING_MODULES)
  const widgetFiles = routePreloads(bundle, WIDGET_MODULES)
  // The route's catalogues of each language, in one file (routeTexts above).
  const texts = textsFiles(bundle, TEXTS_ID)
  // As soon as the listing's answer is there, the calendar's first month (the month of today in
  // the shop's time zone or of the listing's next available date, firstShownDay), for the first offer and its default party, as the loader asks for it
  // (src/features/booking/useDatedBooking.ts, prefetchFirstBooking; without a booking search:
  // none of its keys in the query string, a widget's own `widget` and `origin` are no booking
  // search). Only where that party is plain to see (participants by person category, or
  // a private slot); otherwise the loader asks itself. Adopted only by exactly that query.
  // Beside it, the slots of the listing's next available day when it falls in that month (the
  // loader's first guess at the visitor's first click): asked for now, they are in before the
  // calendar offers that day instead of queueing behind the page's own files in HTTP/1.1's six
  // lanes (docs/performance.md, "Files and lanes"). And as soon as the month's answer is
  // there, the slots of its first three AVAILABLE days, as the loader asks for them
  // (daysWorthPrefetching: online, without Save-Data), for the same query as the next available
  // day's: the bench's (and a visitor's) first click on the calendar finds them on their way
  // instead of waiting for the route's code and the loader (docs/performance.md, "The boot
  // script"). Adopted only by exactly those queries (src/lib/loading/boot.ts, takeStartedDay).
  // The month is asked for at once, beside the listing, for the listing's first dated offer
  // without naming it (`sku` absent: the first dated SKU, docs/api/openapi.yaml) and without a
  // party: when the listing's answer shows that this is the query the loader asks (its first
  // offer is dated, one place, no blocks), that answer is the month's; otherwise it is left
  // unused and the month asked for as above. On HTTP/1.1 it then queues beside the bundle
  // instead of behind the route's files (docs/performance.md, "Files and lanes").
  const monthBoot =
    // Today in the shop's time zone; an engine without that zone's data leaves it empty (a month
    // is then asked for only by a prerendered listing's next day) instead of stopping the script.
    // The month the calendar opens on: the app's own rule (firstShownDay), its source inlined.
    `var R=${String(firstShownDay)};` +
    `var Z='',Y,E,z=function(){try{Z=new Intl.DateTimeFormat('en-CA',{timeZone:${JSON.stringify(SHOP_TIME_ZONE)}}).format(new Date())}catch(e){}};` +
    `var A=function(u,q,f,o){return g(u+'?'+Object.keys(q).map(function(k){return k+'='+encodeURIComponent(q[k])}).join('&'),f,o)};` +
    `var M=function(x){try{if(K)return;var D=JSON.parse(x).data,s=D.skus[0],c=s.characteristics,` +
    `v=s.variants.filter(function(e){return e.kind==='PERSON_CATEGORY'}),` +
    `p=s.type==='PRIVATE_SERVICE_SLOT'?1:v.reduce(function(n,e,i){return n+(i?e.minQty:Math.max(e.minQty,c.minParticipants||1))},0),` +
    `n=(D.availabilityHint||{}).nextDate,t=R(Z||(z(),Z),n);` +
    `if(c.shape==='NONE'||!p||!/^\\d{4}-\\d\\d-\\d\\d$/.test(t))return;` +
    `var q={sku:s.id,from:t.slice(0,8)+'01',to:t.slice(0,8)+new Date(+t.slice(0,4),+t.slice(5,7),0).getDate()},` +
    `r={sku:s.id,date:n,quantity:p};` +
    `if(c.shape==='BLOCKS')q.blocks=r.blocks=Math.min(c.minBlocks||1,c.maxBlocks||1);if(p>1)q.quantity=p;` +
    `var w=typeof n==='string'&&n>=t&&n<=q.to,F=function(y){try{if(!navigator.onLine||(navigator.connection||{}).saveData)return;` +
    `b.days=JSON.parse(y).data.filter(function(e){return e.status==='AVAILABLE'}).slice(0,3).filter(function(e){return!w||e.date!==n}).map(function(e){` +
    `var k={};for(var i in r)k[i]=r[i];k.date=e.date;return{slug:m[2],query:k,at:performance.now(),response:A('/slots',k,0,'low')}})}catch(e){}};` +
    `var e=E;E=0;if(e&&e.q.from===q.from&&e.q.to===q.to&&Object.keys(q).length===3){b.month={slug:m[2],query:q,at:e.at,response:e.response};e.response.then(function(){if(Y)F(Y)},function(){})}` +
    `else b.month={slug:m[2],query:q,at:performance.now(),response:A('/availability',q,F)};` +
    `if(w)b.slots={slug:m[2],query:r,at:performance.now(),response:A('/slots',r,0,'low')}}catch(e){}};`
  return (
    `(function(d,b){var m=${LISTING_PATH}.exec(location.pathname),t=${JSON.stringify(texts)};` +
    `if(!m||!t[m[1]])return;var W=m[0].indexOf('/embed/')>0,K=/[?&](sku|party|people|date|slot|blocks|start)=/.test(location.search);` +
    // Each answer marked as handled: one the app never takes (a month for another offer) or one
    // that fails offline is no "uncaught in promise" error; the app's own handlers still see it.
    `var g=function(u,f,o){var p=fetch(${JSON.stringify(listingsPath + '/')}+m[2]+u,{credentials:'include',priority:o||'auto',headers:{Accept:'application/json','Accept-Language':m[1]}})` +
    `.then(function(r){return r.text().then(function(x){if(f&&r.ok)f(x);return new Response(x||null,r)})});p.catch(function(){});return p};` +
    monthBoot +
    // The listing's answer: the first cover picture (the listing page's largest paint; the widget
    // shows none, nor does a listing without pictures; `cover` tells the app one is coming) and
    // the month.
    `var L=function(x){try{var i=JSON.parse(x).data.mediaIds[0];if(!W&&i){b.cover=1;b.image(i,${JSON.stringify(COVER_PICTURE.widths)},${JSON.stringify(COVER_PICTURE.sizes)})}}catch(e){}M(x)};` +
    `b.listing={lang:m[1],slug:m[2],response:g('',L)};` +
    // Then the bundle, before the month and the route's files: its module scripts come after
    // this script in <head>, and whether the browser's preload scanner asks for them before this
    // script's requests is a race; on HTTP/1.1 a lost race left the framework queued behind a
    // dozen small files (0.5 s later).
    `${withScripts(JSON.stringify(entry) + preloadAll(base))};` +
    // The rest in a task of its own, in the same order: the page's parse (and with it the first
    // paint) does not wait for the shop's time zone (its first formatter loads the zone's data)
    // or a dozen preloads. The listing's answer comes a round trip later: it finds `Z` made, or
    // makes it (M above); a month it has already asked for is not asked for again here. A
    // prerendered listing names its next available day as it was when the page was written
    // (`data-next-date`): the month asked for is then the one the calendar opens on by that day,
    // so a listing whose next day lies in a later month (the end of a month, a season ahead)
    // needs no second round trip once its answer agrees.
    `setTimeout(function(){z();var J=d.documentElement.getAttribute('data-next-date'),N=R(Z,/^\\d{4}-\\d\\d-\\d\\d$/.test(J)?J:null);` +
    `if(!K&&!b.month&&/^\\d{4}-\\d\\d-\\d\\d$/.test(N)){var Q={from:N.slice(0,8)+'01',to:N.slice(0,8)+new Date(+N.slice(0,4),+N.slice(5,7),0).getDate()};` +
    `E={q:Q,at:performance.now(),response:A('/availability',Q,function(y){Y=y})}}` +
    // The catalogues: one import, read by the app's catalogue loader (scripts/vite-catalogues.ts).
    adoptTexts(base, LISTING_NAMESPACES) +
    `${withScripts(`(W?${JSON.stringify(widgetFiles)}:${JSON.stringify(files)})${preloadAll(base)}`)}})})(document,window.__boot)`
  )
}

/**
 * The overview (/<lang>, with or without filters): the shop layout's code and the `listings`
 * catalogue are preloaded beside the bundle, so the page renders once the bundle has run instead
 * of a round trip later (docs/performance.md, "Main thread").
 */
export function overviewBoot(bundle: Bundle, base: string): string {
  const files = routePreloads(bundle, OVERVIEW_MODULES)
  const texts = textsFiles(bundle, OVERVIEW_TEXTS_ID)
  return (
    `(function(d,b){var m=${OVERVIEW_PATH}.exec(location.pathname),t=${JSON.stringify(texts)};` +
    `if(!m||!t[m[1]])return;` +
    adoptTexts(base, OVERVIEW_NAMESPACES) +
    `${JSON.stringify(files)}${preloadAll(base)}})(document,window.__boot)`
  )
}

/** The texts files index.html imports: module id prefix, file name, namespaces. */
export const TEXTS_FILES: [string, string, string[]][] = [
  [TEXTS_ID, 'listing-texts', LISTING_NAMESPACES],
  [OVERVIEW_TEXTS_ID, 'overview-texts', OVERVIEW_NAMESPACES],
]

/**
 * @jest-environment jsdom
 */
/* global document, window, HTMLAnchorElement, HTMLParagraphElement, HTMLScriptElement -- jsdom, from the docblock above */
const { createHash } = require('crypto');
const { SCRIPT_LOADER_SCRIPT, SCRIPT_LOADER_TAG, FALLBACK_MS, LOAD_FAILED_TEXT, LOAD_SLOW_TEXT, RELOAD_TEXT, SLOW_MS, startupElements, readScriptList } = require('./script-loader');
const { renderElement } = require('./page-html');
const { callPage, find } = require('./test-support/page');

const LIST = { scripts: ['/main.1.js', '/second.2.js'], preload: ['/vendor.3.js'], fetch: ['https://cdn.example.com/blog/mf-manifest.json'] };

/** A page head as the gateway sends it: the list (data), then the loader. */
function loadPage() {
  document.head.innerHTML = `<script type="application/json" id="agency-scripts">${JSON.stringify(LIST)}</script>`;
  new Function(SCRIPT_LOADER_SCRIPT)();
}

/** The scripts the loader has put into the head. */
const scriptsStarted = () => /** @type {NodeListOf<HTMLScriptElement>} */ (document.head.querySelectorAll('script[src]'));
const started = () => [...scriptsStarted()].map((s) => s.getAttribute('src'));
const hinted = () => [.../** @type {NodeListOf<HTMLLinkElement>} */ (document.head.querySelectorAll('link[rel=preload]'))].map((l) => [l.getAttribute('href'), l.as, l.crossOrigin]);

/** The global scope, where a test puts its stand-in for the browser's paint timing and takes it off again. */
const browser = /** @type {{ PerformanceObserver?: unknown }} */ (globalThis);

/** Stands in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers = [];
  browser.PerformanceObserver = class {
    constructor(callback) {
      this.callback = callback;
      this.connected = false;
    }
    observe(options) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.connected = true;
      observers.push(this);
    }
    disconnect() {
      this.connected = false;
    }
  };
  const report = (name) => {
    for (const o of observers.filter((x) => x.connected)) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, o);
  };
  return { paint: () => report('first-contentful-paint'), firstPaint: () => report('first-paint') };
}

let visibility;
beforeAll(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility }));
beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete browser.PerformanceObserver;
  delete window.__agencyFail;
  delete window.__agencyStartFailed;
  document.documentElement.removeAttribute('data-start-failed');
  document.documentElement.removeAttribute('data-page-ready');
  document.documentElement.removeAttribute('data-start-slow');
  document.body.innerHTML = '';
});

describe('script loader', () => {
  it('is one constant text, so one CSP hash covers every page', () => {
    expect(SCRIPT_LOADER_TAG).toBe(`<script>${SCRIPT_LOADER_SCRIPT}</script>`);
    expect(createHash('sha256').update(SCRIPT_LOADER_SCRIPT).digest('base64')).toHaveLength(44);
    // In every page's head: kept small (the retries and the notice for a page that cannot load took
    // it from 884 to 1420, the start-failed mark to 1475, the notice for a slow start to 1832).
    expect(SCRIPT_LOADER_SCRIPT.length).toBeLessThan(1850);
  });

  it('asks for no script until the page has been painted with content, then for each once, main script first', () => {
    const timing = fakePaintTiming();
    loadPage();
    timing.firstPaint();
    expect(started()).toEqual([]);
    expect(hinted()).toEqual([]);
    timing.paint();
    // One element per task, so no long task follows the paint: the main script in the paint's own.
    expect(started()).toEqual(['/main.1.js']);
    expect(hinted()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual(['/main.1.js', '/second.2.js']);
    // In the list's order: a later script may need an earlier one.
    expect([...scriptsStarted()].every((s) => s.async === false)).toBe(true);
    timing.paint();
    jest.runAllTimers();
    expect(started()).toEqual(['/main.1.js', '/second.2.js']);
    // The head's hints asked for the files to preload: a second hint for one would take the head's
    // preload for itself, and the script asking for the file later would fetch it again.
    expect(hinted()).toEqual([]);
  });

  it('asks for the rest at once when the page is hidden meanwhile (the timers of a hidden page wait)', () => {
    const timing = fakePaintTiming();
    loadPage();
    timing.paint();
    expect(started()).toEqual(['/main.1.js']);
    visibility = 'hidden';
    jest.advanceTimersToNextTimer();
    expect(started()).toEqual(['/main.1.js', '/second.2.js']);
    expect(hinted()).toEqual([]);
  });

  it('does not wait for a paint that is not reported', () => {
    fakePaintTiming();
    loadPage();
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.1.js']);
    jest.runAllTimers();
    expect(started()).toEqual(['/main.1.js', '/second.2.js']);
    expect(hinted()).toEqual([]);
  });

  it('starts everything at once on a hidden page (a background tab paints only when shown, and its timers wait) or without paint timing', () => {
    fakePaintTiming();
    visibility = 'hidden';
    loadPage();
    expect(started()).toEqual(['/main.1.js', '/second.2.js']);
    expect(hinted()).toEqual([]);
    visibility = 'visible';
    delete browser.PerformanceObserver;
    loadPage();
    expect(started()).toEqual(['/main.1.js', '/second.2.js']);
    expect(hinted()).toEqual([]);
  });
});

describe('script loader, when a script does not arrive', () => {
  /** The browser's answer to a script request that failed (network error, 404, blocked). */
  const failLoad = (src) => find(`script[src="${src}"]`, HTMLScriptElement, document.head).dispatchEvent(new Event('error'));
  const notice = () => document.querySelector('[data-load-failed]');

  it('asks for a main script again after 1 s and 3 s, and plays on when it arrives', () => {
    fakePaintTiming();
    visibility = 'hidden'; // everything at once: this test is about the retries
    loadPage();
    failLoad('/main.1.js');
    expect(started()).toEqual(['/second.2.js']);
    jest.advanceTimersByTime(999);
    expect(started()).toEqual(['/second.2.js']);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/second.2.js', '/main.1.js']);
    failLoad('/main.1.js');
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual(['/second.2.js']);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/second.2.js', '/main.1.js']);
    expect(notice()).toBeNull();
  });

  it('after the last retry, stops the event capture holding taps and tells the visitor, with a reload link', () => {
    fakePaintTiming();
    visibility = 'hidden';
    const release = jest.fn();
    window.__agencyFail = release;
    loadPage();
    for (let i = 0; i < 2; i++) {
      failLoad('/main.1.js');
      jest.runOnlyPendingTimers();
      expect(notice()).toBeNull();
    }
    expect(document.documentElement.hasAttribute('data-start-failed')).toBe(false);
    failLoad('/main.1.js');
    expect(release).toHaveBeenCalledTimes(1);
    // The header's styles read it: without the page's scripts it stops floating over the text.
    expect(document.documentElement.hasAttribute('data-start-failed')).toBe(true);
    const shown = find('[data-load-failed]', HTMLParagraphElement);
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toBe(`${LOAD_FAILED_TEXT}${RELOAD_TEXT}.`);
    const link = find('a', HTMLAnchorElement, shown);
    expect(link.textContent).toBe(RELOAD_TEXT);
    expect(link.href).toBe(window.location.href);
    jest.runAllTimers();
    expect(started()).toEqual(['/second.2.js']);
  });

  it("shows one notice however often the page's start fails (the shell's chunks report it too)", () => {
    fakePaintTiming();
    loadPage();
    callPage('__agencyStartFailed');
    callPage('__agencyStartFailed');
    expect(document.querySelectorAll('[data-load-failed]')).toHaveLength(1);
    expect(document.body.lastElementChild).toBe(notice());
  });
});

describe('script loader, when the scripts are long in coming (a request that stalls: no answer, no error)', () => {
  const slowNotice = () => document.querySelector('[data-load-slow]');

  it('tells the visitor, politely and with a reload link, when the page is not live 20 s after its scripts were asked for; taps stay held', () => {
    const timing = fakePaintTiming();
    const release = jest.fn();
    window.__agencyFail = release;
    loadPage();
    timing.paint();
    jest.advanceTimersByTime(SLOW_MS - 1);
    expect(slowNotice()).toBeNull();
    jest.advanceTimersByTime(1);
    const shown = find('[data-load-slow]', HTMLParagraphElement);
    expect(shown.getAttribute('role')).toBe('status');
    expect(shown.textContent).toBe(`${LOAD_SLOW_TEXT}${RELOAD_TEXT}.`);
    expect(find('a', HTMLAnchorElement, shown).href).toBe(window.location.href);
    // The scripts may still arrive: nothing is given up (the taps are played once the page is live).
    expect(release).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-start-failed')).toBe(false);
    // The header's styles read it: it stops floating over the text until the page is live.
    expect(document.documentElement.hasAttribute('data-start-slow')).toBe(true);
    jest.runAllTimers();
    expect(document.querySelectorAll('[data-load-slow]')).toHaveLength(1);
  });

  it('says nothing when the page is live by then', () => {
    const timing = fakePaintTiming();
    loadPage();
    timing.paint();
    document.documentElement.setAttribute('data-page-ready', 'true');
    jest.advanceTimersByTime(SLOW_MS);
    expect(slowNotice()).toBeNull();
  });

  it('counts from the moment the scripts are asked for, not from the page', () => {
    const timing = fakePaintTiming();
    loadPage();
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    timing.paint();
    jest.advanceTimersByTime(SLOW_MS - 1);
    expect(slowNotice()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(slowNotice()).not.toBeNull();
  });

  it('gives way to the failure notice when the scripts then fail for good', () => {
    fakePaintTiming();
    visibility = 'hidden';
    loadPage();
    jest.advanceTimersByTime(SLOW_MS);
    expect(slowNotice()).not.toBeNull();
    callPage('__agencyStartFailed');
    expect(slowNotice()).toBeNull();
    expect(find('[data-load-failed]', HTMLParagraphElement).textContent).toBe(`${LOAD_FAILED_TEXT}${RELOAD_TEXT}.`);
  });
});

describe('startupElements', () => {
  const page = (files) => `<html><head>${startupElements(files).map(renderElement).join('')}</head><body></body></html>`;

  it("lists the build's scripts, in their order, then the loader", () => {
    const out = page({ scripts: ['/main.1.js', '/second.2.js'], preload: ['/vendor.3.js'], fetch: [] });
    expect(out).not.toContain('defer');
    expect(readScriptList(out)).toEqual({ scripts: ['/main.1.js', '/second.2.js'], preload: ['/vendor.3.js'], fetch: [] });
    expect(out.indexOf('id="agency-scripts"')).toBeLessThan(out.indexOf(SCRIPT_LOADER_TAG));
  });

  it('names each file once: the list carries only what the loader starts, the hints name the rest', () => {
    const out = page({ scripts: ['/main.1.js'], preload: ['/vendor.3.js', '/main.1.js'], fetch: ['/remotes/x/mf-manifest.json'] });
    expect(out).toContain('<script type="application/json" id="agency-scripts">{"scripts":["/main.1.js"]}</script>');
    for (const file of ['/main.1.js', '/vendor.3.js', '/remotes/x/mf-manifest.json']) expect(out.split(file)).toHaveLength(3 - Number(file !== '/main.1.js'));
    expect(readScriptList(out)).toEqual({ scripts: ['/main.1.js'], preload: ['/vendor.3.js'], fetch: ['/remotes/x/mf-manifest.json'] });
  });

  it('asks for every file of the list in the first round after the HTML: a preload hint for each, scripts as the loader asks for them, JSON in CORS mode', () => {
    const out = page({ scripts: ['/main.1.js'], preload: ['/vendor.3.js', '/main.1.js', '/remotes/blog/remoteEntry.js'], fetch: ['/remotes/x/mf-manifest.json'] });
    const links = [...out.matchAll(/<link ([^>]*)>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'rel="preload" as="script" fetchpriority="low" href="/main.1.js"',
      'rel="preload" as="script" fetchpriority="low" href="/vendor.3.js"',
      'rel="preload" as="script" fetchpriority="low" href="/remotes/blog/remoteEntry.js"',
      'rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/x/mf-manifest.json"',
    ]);
    // Hints only: no script element with a source, so nothing runs before the loader inserts it.
    expect(out).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('cannot be broken out of by a file name', () => {
    const out = page({ scripts: [], preload: ['/x.js</script><script>alert(1)//'], fetch: [] });
    expect(out).not.toContain('</script><script>alert(1)');
  });
});

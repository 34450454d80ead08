/* global document, window -- jsdom: the tests that use this run in it */

/**
 * The element the selector finds, of the kind the test goes on to use, or a failure saying what is
 * missing: a lookup the test's own page must answer.
 * @template {Element} T
 * @param {string} selector
 * @param {{ new (): T }} kind  the element's class, e.g. HTMLInputElement
 * @param {ParentNode} [root]
 * @returns {T}
 */
function find(selector, kind, root = document) {
  const el = root.querySelector(selector);
  if (!(el instanceof kind)) throw new Error(`no ${kind.name} on the page matches ${selector} (found ${el ? el.tagName : 'nothing'})`);
  return el;
}

/**
 * Calls a function a page's inline script put on window, or fails naming it if the script did not.
 * @param {'__agencyReplay' | '__agencyFail' | '__agencyStartFailed'} name
 */
function callPage(name) {
  const fn = window[name];
  if (typeof fn !== 'function') throw new Error(`no window.${name}: the page's script has not run`);
  fn.call(window);
}

module.exports = { find, callPage };

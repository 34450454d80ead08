/* global document, Document -- jsdom: the tests that use this run in it */
const { EVENT_CAPTURE_SCRIPT } = require('../event-capture');

/**
 * Runs the inline early-input capture on jsdom's document, as a page's head does, and returns what
 * takes it off again. One capture per test, as a page has: the document is shared by a file's tests,
 * so an earlier test's capture must not hold or play this one's events.
 */
function installCapture() {
  /** @typedef {Parameters<Document['addEventListener']>} ListenerArgs */
  /** @type {ListenerArgs[]} */
  const listeners = [];
  document.addEventListener = /** @param {ListenerArgs} args */ function (...args) {
    listeners.push(args);
    return Document.prototype.addEventListener.apply(this, args);
  };
  try {
    new Function(EVENT_CAPTURE_SCRIPT)();
  } finally {
    // Off the document again: Document.prototype's own is the one the page has.
    delete /** @type {Partial<Document>} */ (document).addEventListener;
  }
  return () => {
    for (const args of listeners.splice(0)) document.removeEventListener(...args);
  };
}

module.exports = { installCapture };

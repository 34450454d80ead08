/**
 * @jest-environment jsdom
 */
/* global document, window, HTMLOutputElement, HTMLSelectElement -- jsdom, from the docblock above */
const { act, createElement: h, useEffect, useRef, useState } = require('react');
const { hydrateRoot } = require('react-dom/client');
const { renderToString } = require('react-dom/server');
const { installCapture } = require('./test-support/capture');
const { callPage, find } = require('./test-support/page');

// React warns unless it is told that this is a test environment that wraps updates in act().
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A form like the payment form: a controlled list of methods, and one more render right after
 * hydrating (as useFormDraft's look at the draft, or any data arriving, gives). The choice shown is
 * the form's state, so the test reads what the form will use.
 */
function MethodForm() {
  const [method, setMethod] = useState('mobile');
  const [, setLooked] = useState(false);
  useEffect(() => setLooked(true), []);
  return h(
    'form',
    null,
    h('select', { name: 'method', value: method, onChange: (event) => setMethod(/** @type {HTMLSelectElement} */ (event.target).value) }, h('option', { value: 'mobile' }, 'Mobile money'), h('option', { value: 'card' }, 'Card')),
    h('output', null, method),
  );
}

/**
 * A part of the page as @agency/platform's readiness.tsx outlines it: `data-part` from the server
 * on, `data-live` once its content has committed (an effect), which is what the capture waits for.
 */
function Part({ children }) {
  const ref = useRef(/** @type {HTMLDivElement | null} */ (null));
  // Effects run after commit, when React has set the ref to the part's element.
  useEffect(() => /** @type {HTMLDivElement} */ (ref.current).setAttribute('data-live', ''), []);
  return h('div', { 'data-part': '', ref }, children);
}

const page = () => h(Part, null, h(MethodForm));

describe('event capture with React hydrating the page', () => {
  let uninstall;
  let root;
  beforeEach(() => {
    uninstall = installCapture();
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => root?.unmount());
    uninstall();
    document.body.innerHTML = '';
  });

  it('a list choice made before the form was live reaches the form, though React set the list back when it hydrated', async () => {
    // The capture's 50 ms look-again on a clock of the test's own: on a busy machine a real one
    // could fire while React hydrates, before the test sees React set the list back.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(page());
    const select = find('select', HTMLSelectElement, container);
    // Chosen on the server's HTML, before any script of the page ran.
    select.value = 'card';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The page is called ready while the form's part is still to hydrate: the choice stays held.
    callPage('__agencyReplay');
    expect(window.__agencyReplayed).toBe(0);

    await act(async () => {
      root = hydrateRoot(container, page());
    });
    // React has rendered the list again with its state: it shows "mobile" now.
    expect(select.value).toBe('mobile');

    // The capture looks again every 50 ms and plays the held choice once the list is live.
    await act(async () => jest.advanceTimersByTime(50));
    expect(window.__agencyReplayed).toBe(1);
    expect(find('output', HTMLOutputElement, container).textContent).toBe('card');
    expect(select.value).toBe('card');
  });
});

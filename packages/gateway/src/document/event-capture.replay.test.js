/**
 * @jest-environment jsdom
 */
/* global document, window, MouseEvent, HTMLAnchorElement, HTMLButtonElement, HTMLFormElement, HTMLInputElement, HTMLSelectElement -- jsdom, from the docblock above */
const { installCapture } = require('./test-support/capture');
const { callPage, find } = require('./test-support/page');

/**
 * Marks the part of the page around an element live, as @agency/platform's readiness.tsx does once its boundary committed.
 * @param {Element} el
 */
function makeLive(el) {
  el.closest('[data-part]')?.setAttribute('data-live', '');
}

/**
 * Typing into a field, as the browser reports it: the field's new text, then an input event.
 * @param {HTMLInputElement} el
 * @param {string} text
 */
function type(el, text) {
  el.value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('event capture: typing before the page is live', () => {
  let uninstall;
  beforeEach(() => {
    // Each control in a part of its own, still hydrating (no data-live), so each can go live alone.
    document.body.innerHTML =
      '<form><div data-part><input id="email" type="email" value=""></div><div data-part><select id="method"><option value="mobile">Mobile money</option><option value="card">Card</option></select></div><div data-part><button type="submit">Send code</button></div></form>';
    uninstall = installCapture();
  });
  afterEach(() => uninstall());

  it('hands the typed text to the form even when React emptied the field after hydrating', () => {
    const input = find('#email', HTMLInputElement);
    type(input, 'cust');
    type(input, 'customer@example.com');
    // The form renders again after hydrating: a controlled field goes back to its state, ''.
    input.value = '';
    makeLive(input);
    const seen = [];
    input.addEventListener('input', () => seen.push(input.value));
    callPage('__agencyReplay');
    expect(input.value).toBe('customer@example.com');
    expect(seen).toEqual(['customer@example.com']);
    expect(window.__agencyReplayed).toBe(1);
  });

  it('keeps what the field shows when it still shows the text (nothing typed twice)', () => {
    const input = find('#email', HTMLInputElement);
    type(input, 'customer@example.com');
    makeLive(input);
    const seen = [];
    input.addEventListener('input', () => seen.push(input.value));
    callPage('__agencyReplay');
    expect(seen).toEqual(['customer@example.com']);
  });

  it('hands the choice made in a list to the form even when React set the list back to its rendered option', () => {
    const select = find('#method', HTMLSelectElement);
    select.value = 'card';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // Hydrating the list, React selects the option it rendered again: not empty, unlike a field.
    select.value = 'mobile';
    makeLive(select);
    const seen = [];
    select.addEventListener('change', () => seen.push(select.value));
    callPage('__agencyReplay');
    expect(seen).toEqual(['card']);
    expect(select.value).toBe('card');
  });

  it('holds a tap on a button that is not live and plays it once the button is', () => {
    const button = find('button', HTMLButtonElement);
    const form = find('form', HTMLFormElement);
    const submitted = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(find('#email', HTMLInputElement).value);
    });
    type(find('#email', HTMLInputElement), 'a@example.com');
    button.click();
    expect(submitted).toEqual([]);
    makeLive(find('#email', HTMLInputElement));
    makeLive(button);
    callPage('__agencyReplay');
    expect(submitted).toEqual(['a@example.com']);
  });

  it('keeps the order: a tap on a live button waits for the typing noted before it is played', () => {
    jest.useFakeTimers();
    try {
      const input = find('#email', HTMLInputElement);
      const button = find('button', HTMLButtonElement);
      type(input, 'a@example.com');
      // What the form's state holds: only what reaches it through input events from here on.
      let state = '';
      const submitted = [];
      input.addEventListener('input', () => (state = input.value));
      find('form', HTMLFormElement).addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(state);
      });
      // The page is ready, the button is live, but the field's part is still hydrating.
      makeLive(button);
      callPage('__agencyReplay');
      button.click();
      // Sent now, the form would go out without the address typed before the tap (seen in CI:
      // "Name is required" never showed, the typing replayed after the send cleared it).
      expect(submitted).toEqual([]);
      makeLive(input);
      jest.advanceTimersByTime(50);
      expect(submitted).toEqual(['a@example.com']);
      // Nothing left waiting: a tap on the live button goes straight to it again.
      button.click();
      expect(submitted).toEqual(['a@example.com', 'a@example.com']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('event capture: which part of the page is live', () => {
  let uninstall;
  beforeEach(() => {
    // The frame (outside any part), a remote that has hydrated, and a form inside it whose own part has not.
    document.body.innerHTML =
      '<button id="menu" type="button">Menu</button><div data-part data-live><button id="remote" type="button">More</button><div data-part><button id="inner" type="button">Send</button></div></div>';
    uninstall = installCapture();
  });
  afterEach(() => uninstall());

  it('plays a tap outside any part once the page is live, and one inside a part once that part says it is live', () => {
    jest.useFakeTimers();
    try {
      const taps = [];
      for (const id of ['menu', 'remote', 'inner']) find(`#${id}`, HTMLButtonElement).addEventListener('click', () => taps.push(id));
      find('#menu', HTMLButtonElement).click();
      find('#inner', HTMLButtonElement).click();
      expect(taps).toEqual([]);
      callPage('__agencyReplay');
      // The inner part is still only the server's HTML: its tap waits, and holds what comes after it.
      expect(taps).toEqual(['menu']);
      find('#remote', HTMLButtonElement).click();
      expect(taps).toEqual(['menu']);
      makeLive(find('#inner', HTMLButtonElement));
      jest.advanceTimersByTime(50);
      expect(taps).toEqual(['menu', 'inner', 'remote']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('event capture: a page whose scripts could not be loaded', () => {
  let uninstall;
  beforeEach(() => {
    document.body.innerHTML = '<form><input name="email"><button id="send" type="submit">Send</button></form><button id="menu" type="button">Menu</button>';
    delete window.__agencyReplayed; // an earlier test's replay
    uninstall = installCapture();
  });
  afterEach(() => uninstall());

  const tap = (el) => !el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('holds taps until the script loader gives up, then holds nothing more and plays nothing held', () => {
    const menu = find('#menu', HTMLButtonElement);
    const taps = [];
    menu.addEventListener('click', () => taps.push('menu'));
    expect(tap(menu)).toBe(true); // held: the page is not live
    expect(taps).toEqual([]);
    callPage('__agencyFail');
    // The page will never be live: a tap now reaches the page as the browser sends it.
    expect(tap(menu)).toBe(false);
    expect(taps).toEqual(['menu']);
    // A late call (a chunk that arrived after all) plays nothing from before the failure.
    makeLive(menu);
    callPage('__agencyReplay');
    expect(taps).toEqual(['menu']);
    expect(window.__agencyReplayed).toBeUndefined();
  });

  it('never lets the browser send a form itself: its named fields would go into the address', () => {
    callPage('__agencyFail');
    const form = find('form', HTMLFormElement);
    const sent = [];
    form.addEventListener('submit', (e) => sent.push(e.defaultPrevented));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([true]);
  });
});

describe('event capture: an early tap is acknowledged at once', () => {
  let uninstall;
  beforeEach(() => {
    document.body.innerHTML =
      '<header data-part><button id="menu" aria-expanded="false">Menu</button><a id="link" href="#work">Work</a><button id="opener" popovertarget="panel">Menu</button><nav id="panel" popover="auto"></nav></header><div data-part><button id="sending" aria-busy="true">Sending</button></div>';
    delete window.__agencyReplayed; // an earlier test's replay
    uninstall = installCapture();
  });
  afterEach(() => uninstall());

  it('marks the held control aria-busy until its tap is played, and plays repeated taps on it once', () => {
    const menu = find('#menu', HTMLButtonElement);
    const played = [];
    menu.addEventListener('click', () => {
      played.push(menu.getAttribute('aria-busy'));
      menu.setAttribute('aria-expanded', String(menu.getAttribute('aria-expanded') !== 'true'));
    });
    menu.click();
    expect(menu.getAttribute('aria-busy')).toBe('true');
    menu.click();
    menu.click();
    expect(played).toEqual([]);
    makeLive(menu);
    callPage('__agencyReplay');
    // Played once (the menu opens, not open, close, open), and no longer busy when it is.
    expect(played).toEqual([null]);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hasAttribute('aria-busy')).toBe(false);
    // Live now: a tap is the page's own again, each one played.
    menu.click();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('plays a held tap as soon as its part is live, before the page is', () => {
    jest.useFakeTimers();
    try {
      const menu = find('#menu', HTMLButtonElement);
      const played = [];
      menu.addEventListener('click', () => played.push('menu'));
      menu.click();
      jest.advanceTimersByTime(500);
      expect(played).toEqual([]);
      expect(menu.getAttribute('aria-busy')).toBe('true');
      // The header hydrated with the shell; the page's own part (its remote) has not arrived yet.
      makeLive(menu);
      jest.advanceTimersByTime(50);
      expect(played).toEqual(['menu']);
      expect(menu.hasAttribute('aria-busy')).toBe(false);
      // Live: the next tap goes straight to it.
      menu.click();
      expect(played).toEqual(['menu', 'menu']);
      // The page itself is not live yet (the replay's count is set when it is).
      expect(window.__agencyReplayed).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the busy look when the page cannot start, and leaves a busy state of the page itself alone', () => {
    const menu = find('#menu', HTMLButtonElement);
    const sending = find('#sending', HTMLButtonElement);
    menu.click();
    sending.click();
    callPage('__agencyFail');
    expect(menu.hasAttribute('aria-busy')).toBe(false);
    expect(sending.getAttribute('aria-busy')).toBe('true');
  });

  it('leaves links alone: the browser follows them without scripts', () => {
    const link = find('#link', HTMLAnchorElement);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a popovertarget button alone: the browser opens its popover without scripts', () => {
    const opener = find('#opener', HTMLButtonElement);
    const played = [];
    opener.addEventListener('click', () => played.push('opener'));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener.dispatchEvent(event);
    // Not held: nothing to play later, which would toggle the popover the browser already opened.
    expect(event.defaultPrevented).toBe(false);
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    expect(played).toEqual(['opener']);
    makeLive(opener);
    callPage('__agencyReplay');
    expect(played).toEqual(['opener']);
    expect(window.__agencyReplayed).toBe(0);
  });
});

/**
 * @jest-environment jsdom
 */
/* global document, window -- jsdom, from the docblock above */
const { EVENT_CAPTURE_SCRIPT } = require('../src/event-capture');

/** Marks an element as React's and committed, the way the script's live() test reads a fiber. */
function makeLive(el) {
  el.__reactFiber$test = { alternate: {}, flags: 0, return: { tag: 3, flags: 0, return: null } };
}

function type(el, text) {
  el.value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('event capture: typing before the page is live', () => {
  beforeEach(() => {
    document.body.innerHTML = '<form><input id="email" type="email" value=""><button type="submit">Send code</button></form>';
    new Function(EVENT_CAPTURE_SCRIPT)();
  });

  it('hands the typed text to the form even when React emptied the field after hydrating', () => {
    const input = document.getElementById('email');
    type(input, 'cust');
    type(input, 'customer@example.com');
    // The form renders again after hydrating: a controlled field goes back to its state, ''.
    input.value = '';
    makeLive(input);
    const seen = [];
    input.addEventListener('input', () => seen.push(input.value));
    window.__agencyReplay();
    expect(input.value).toBe('customer@example.com');
    expect(seen).toEqual(['customer@example.com']);
    expect(window.__agencyReplayed).toBe(1);
  });

  it('keeps what the field shows when it still shows the text (nothing typed twice)', () => {
    const input = document.getElementById('email');
    type(input, 'customer@example.com');
    makeLive(input);
    const seen = [];
    input.addEventListener('input', () => seen.push(input.value));
    window.__agencyReplay();
    expect(seen).toEqual(['customer@example.com']);
  });

  it('holds a tap on a button that is not live and plays it once the button is', () => {
    const button = document.querySelector('button');
    const form = document.querySelector('form');
    const submitted = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(document.getElementById('email').value);
    });
    type(document.getElementById('email'), 'a@example.com');
    button.click();
    expect(submitted).toEqual([]);
    makeLive(document.getElementById('email'));
    makeLive(button);
    window.__agencyReplay();
    expect(submitted).toEqual(['a@example.com']);
  });
});

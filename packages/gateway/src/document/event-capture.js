// @ts-check
'use strict';
const { createHash } = require('crypto');

/**
 * A tiny inline script at the top of every page: between the moment the server's HTML shows and
 * the moment the page is live, a tap on a button (or a form sent with Enter) would do nothing, and
 * text typed into a field (or a choice in a list) would stay on screen but never reach the form's
 * state. This script holds such clicks and submits and notes such typing and choices. A held tap
 * is played as soon as the part of the page under it is live; typing, choices and submits wait until
 * `__agencyReplay()` is called: the shell calls it once the first page has hydrated and settled
 * (shell/src/pageReady.ts). It plays them in order, each once its element is live: the part of
 * the page under it says it has hydrated (a part still hydrating when the page is called ready, such as a remote's
 * boundary, would drop the click). After that it keeps holding only what lands on a part that is not
 * live yet (a remote mounted inside another, like the back office's sign-in form), so a tap or typed
 * text there is not lost either. Links are left alone: the browser follows them without scripts; so
 * is a button with popovertarget (the header's menu): the browser opens its popover itself, and a
 * replay would toggle it shut again.
 *
 * The text is constant, so its sha256 can go into the Content-Security-Policy (EVENT_CAPTURE_HASH).
 */
const EVENT_CAPTURE_SCRIPT =
  '(function(d,w){var q=[],on=0,r=0,g=0,z=0,u=0,tm;' +
  "var T='button,[role=button],summary,input[type=checkbox],input[type=radio],input[type=submit]';" +
  // Live: the part of the page under the element says it is (@agency/platform's readiness.tsx):
  // its outline (data-part) gets data-live once its boundary has committed, which after a server
  // render means hydrated. React drops a click on an element whose boundary is still hydrating.
  // Outside any part, an element is live once the page is (on).
  "function live(el){var p=el.closest('[data-part]');return p?p.hasAttribute('data-live'):on}" +
  // Also after the page is called ready: a part still hydrating then (a remote mounted inside another)
  // is not live yet, and React would drop a tap there or lose the typing at its next render.
  // And while anything held is still waiting (r): a tap on a live button must not overtake typing
  // held before it (seen in CI: the contact form was sent without the name typed first, and that
  // typing, played afterwards, cleared the form's "Name is required"). Never what the replay itself
  // dispatches (g).
  // A tap is played as soon as its part is live, even before the page is (a control of the header,
  // hydrated with the shell, need not wait for the page's remote on a slow network); typing and sending a form
  // wait for the page (on), which restores a form's draft only after them.
  'function k(){if(!r)run(0)}' +
  'function h(el,x){return!g&&(!on&&!x||r||!live(el))}' +
  // A held tap is acknowledged at once: the control gets aria-busy="true" (its busy look is one rule
  // of the global styles, in the server's CSS) until the tap is played or dropped (b). A second tap
  // on a control whose tap is still held is swallowed, not held again: people tap again when nothing
  // seems to happen, and two plays of a toggle (a dialog's or a list's) open it and close it again.
  "function b(e){if(e[3])e[0].removeAttribute('aria-busy')}" +
  // A popovertarget button is answered by the browser (its popover opens): never held, never replayed.
  "function c(e){var t=e.target,el=t&&t.closest&&t.closest(T);if(!el||el.disabled||el.hasAttribute('popovertarget')||!h(el,1))return;e.preventDefault();e.stopPropagation();for(var j=0;j<q.length;j++)if(q[j][0]===el&&!q[j][1])return;" +
  "var m=el.getAttribute('aria-busy')!=='true';if(m)el.setAttribute('aria-busy','true');q.push([el,0,0,m]);k()}" +
  // A form is never sent by the browser itself (z: the page's scripts could not be loaded): its
  // fields have names and no method, so the browser would put what was typed (name, e-mail, message)
  // into the address, where logs and history keep it.
  'function s(e){if(z)return e.preventDefault();if(!h(e.target))return;e.preventDefault();q.push([e.target,1]);k()}' +
  // Typing is noted with the value it left: React may set a controlled field back to its state
  // (empty) when the form renders again after hydrating and before the replay.
  'function i(e){var t=e.target,l=q[q.length-1];if(t&&/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)&&h(t)){if(l&&l[0]===t&&l[1]===2)l[2]=t.value;else{q.push([t,2,t.value]);k()}}}' +
  // Capturing (1 is true to addEventListener: the script is kept short, it is in every page).
  "function L(n,f){d.addEventListener(n,f,1)}L('click',c);L('submit',s);L('input',i);L('change',i);" +
  // In the order they happened, each once its element is live (up to 15 s): typed text and choices
  // are handed to the form's state (emptied through React's own setter, refilled through the
  // prototype's, so React sees a change), then clicks and submits are played. The text is what the
  // field shows, or what was typed if React has emptied the field meanwhile. A list's choice is
  // always the one noted: hydrating a <select>, React sets it back to the option it rendered (seen
  // in CI: "card" chosen on /payment while the form's part hydrated, "mobile" played), and that
  // option is not empty, so what the list shows then is React's, not the visitor's.
  'function run(n){r=1;while(q.length){var e=q[0],t=e[0];if(!t.isConnected){q.shift();continue}' +
  "if(!live(t)||!on&&e[1]){if(n<300)return tm=setTimeout(function(){run(on?n+1:0)},50);b(q.shift());continue}b(q.shift());u++;if(on)w.__agencyReplayed=u;g=1;" +
  "if(e[1]===2){var S=t.tagName==='SELECT',x=S?e[2]:t.value||e[2];if(x){t.value='';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value').set.call(t,x);t.dispatchEvent(new Event(S?'change':'input',{bubbles:true}))}}" +
  "else if(e[1]===1)t.requestSubmit();else t.click();g=0}r=0}" +
  'w.__agencyReplay=function(){if(on)return;on=1;w.__agencyReplayed=u;clearTimeout(tm);run(0)}' +
  // The page's scripts could not be loaded (./script-loader.js): it will never be live, so nothing
  // more is held (g), and what was held is dropped rather than played by a page that cannot act.
  ';w.__agencyFail=function(){on=g=z=1;q.forEach(b);q.length=0}' +
  '})(document,window)';

const EVENT_CAPTURE_HASH = `sha256-${createHash('sha256').update(EVENT_CAPTURE_SCRIPT).digest('base64')}`;

/** The script element as it goes into the head. */
const EVENT_CAPTURE_TAG = `<script>${EVENT_CAPTURE_SCRIPT}</script>`;

module.exports = { EVENT_CAPTURE_SCRIPT, EVENT_CAPTURE_HASH, EVENT_CAPTURE_TAG };

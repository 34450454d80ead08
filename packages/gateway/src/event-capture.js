'use strict';
const { createHash } = require('crypto');

/**
 * A tiny inline script at the top of every page: between the moment the server's HTML shows and
 * the moment React hydrates it, a tap on a button (or a form sent with Enter) would do nothing.
 * This script holds such clicks and submits, and `__agencyReplay()` (called by the shell right
 * after `hydrateRoot`) plays them again on the live page; React itself replays events that reach
 * parts still hydrating. Links are left alone: the browser follows them without scripts.
 * Text typed meanwhile is noted too: hydration keeps it on screen, but the form's state still holds
 * what the server rendered (empty). `__agencyRestore()` (called by the shell once the page has
 * settled) hands each such field's text to the form as a real input event: the field is emptied
 * through its own setter (React's record of its value) and refilled through the prototype's, so
 * React sees a change and calls the form's onChange. A field whose part is still hydrating (React
 * has not yet attached its value record, `_valueTracker`) is handled once it has (up to 10 s).
 *
 * The text is constant, so its sha256 can go into the Content-Security-Policy (EVENT_CAPTURE_HASH).
 */
const EVENT_CAPTURE_SCRIPT =
  '(function(d,w){var q=[];' +
  "var T='button,[role=button],summary,input[type=checkbox],input[type=radio],input[type=submit]';" +
  'function c(e){var t=e.target,el=t&&t.closest&&t.closest(T);if(!el||el.disabled)return;e.preventDefault();e.stopPropagation();q.push(el)}' +
  'function s(e){e.preventDefault();q.push(e.target)}' +
  "var v=[];function i(e){var t=e.target;if(t&&/^(INPUT|TEXTAREA)$/.test(t.tagName))v.push([t,t.value])}" +
  "d.addEventListener('click',c,true);d.addEventListener('submit',s,true);d.addEventListener('input',i,true);" +
  "w.__agencyReplay=function(){d.removeEventListener('click',c,true);d.removeEventListener('submit',s,true);" +
  "var h=q.splice(0);w.__agencyReplayed=h.length;h.forEach(function(el){if(!el.isConnected)return;if(el.tagName==='FORM')el.requestSubmit();else el.click()})};" +
  "w.__agencyRestore=function(){d.removeEventListener('input',i,true);var seen=[],todo=[];" +
  'for(var k=v.length-1;k>=0;k--){if(seen.indexOf(v[k][0])<0){seen.push(v[k][0]);todo.push(v[k])}}' +
  '(function r(n){var later=[];todo.forEach(function(e){var t=e[0],x=t.value||e[1];if(!t.isConnected||!x)return;' +
  "if(!t._valueTracker&&n<100){later.push(e);return}" +
  "t.value='';Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value').set.call(t,x);t.dispatchEvent(new Event('input',{bubbles:true}))});" +
  'todo=later;if(later.length)setTimeout(function(){r(n+1)},100)})(0)}' +
  '})(document,window)';

const EVENT_CAPTURE_HASH = `sha256-${createHash('sha256').update(EVENT_CAPTURE_SCRIPT).digest('base64')}`;

/** The script element as it goes into the head. */
const EVENT_CAPTURE_TAG = `<script>${EVENT_CAPTURE_SCRIPT}</script>`;

module.exports = { EVENT_CAPTURE_SCRIPT, EVENT_CAPTURE_HASH, EVENT_CAPTURE_TAG };

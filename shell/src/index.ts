// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// The chunk is named so the server can preload it (packages/gateway/src/snapshot.js).
// Started in a task of its own: evaluating this file (webpack's and federation's start-up) and
// negotiating and loading the shared modules are then two tasks instead of one long one, and the
// browser may paint the server's HTML in between.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// The chunk is named so the server can preload it (packages/gateway/src/snapshot.js).
// It is asked for in a task of its own: this chunk's evaluation already initialises the federation
// runtime (its plugins, remotes and share scope), and asking for the bootstrap chunk resolves the
// shared modules it consumes and appends its scripts, which in the same task made one long task
// of 107-213 ms at 4x CPU on every page (the largest after the first paint, Long Animation Frames).
// yieldToBrowser is a module of its own, so importing it here does not pull the bootstrap chunk in.
import { yieldToBrowser } from './yieldToBrowser';

void yieldToBrowser().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// The chunk is named so the server can preload it (packages/gateway/src/snapshot.js).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');

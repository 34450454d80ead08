// jsdom lacks these Web APIs that react-router 7 and fetch-based code use at import time.
const util = require('util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

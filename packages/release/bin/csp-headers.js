#!/usr/bin/env node
// @ts-check
'use strict';
// Prints nginx's page headers (content security policy, X-Frame-Options) for a built shell:
//   node packages/release/bin/csp-headers.js <shell build folder> > csp-headers.conf
// The web image runs it at build time (deploy/docker/web.Dockerfile). The origins of remotes
// published to their own hosts come at run time from the deploy folder ($remote_origins, written by
// the release tool: src/nginx/csp-origins.js).
const { cspHeaderLines } = require('../src/nginx/csp-headers');

const shellRoot = process.argv[2];
if (!shellRoot) {
  console.error('usage: csp-headers.js <shell build folder>');
  process.exit(2);
}
process.stdout.write(cspHeaderLines(shellRoot));

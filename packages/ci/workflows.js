#!/usr/bin/env node
'use strict';
/**
 * Writes each slice's GitHub workflow (.github/workflows/<slice>.yml) from slices.js: a `paths:`
 * filter on the slice and the shared packages it uses, and one call of the reusable workflow
 * (.github/workflows/slice.yml) that runs the slice's steps. `npm run workflows -w @agency/ci`
 * after a slice's dependencies change; the tests fail while a written workflow differs.
 */
const fs = require('fs');
const path = require('path');
const YAML = require('yaml');
const { slices, ROOT } = require('./slices');

const WORKFLOWS_DIR = path.join(ROOT, '.github', 'workflows');
const HEADER = '# Written by `npm run workflows -w @agency/ci` from packages/ci/slices.js: edit those, not this file.\n';

/** @typedef {import('./slices').Slice} Slice */

/**
 * One slice's workflow, as an object (YAML.stringify gives the file).
 * @param {Slice} slice
 */
function sliceWorkflow(slice) {
  return {
    name: slice.name,
    on: {
      push: { branches: ['main'], paths: slice.paths },
      pull_request: { paths: slice.paths },
      workflow_dispatch: {},
    },
    permissions: { contents: 'read' },
    concurrency: { group: `${slice.name}-\${{ github.ref }}`, 'cancel-in-progress': true },
    jobs: {
      ci: {
        uses: './.github/workflows/slice.yml',
        // PostgreSQL and Redis as GitHub Actions services, only for a slice whose tests use them.
        with: { slice: slice.name, ...Object.fromEntries(slice.services.map((service) => [service, true])) },
      },
    },
  };
}

/** @param {Slice} slice */
function sliceWorkflowText(slice) {
  return HEADER + YAML.stringify(sliceWorkflow(slice), { lineWidth: 0, aliasDuplicateObjects: false });
}

function writeWorkflows() {
  fs.mkdirSync(WORKFLOWS_DIR, { recursive: true });
  for (const slice of slices()) fs.writeFileSync(path.join(WORKFLOWS_DIR, `${slice.name}.yml`), sliceWorkflowText(slice));
}

module.exports = { sliceWorkflow, sliceWorkflowText, WORKFLOWS_DIR };
if (require.main === module) writeWorkflows();

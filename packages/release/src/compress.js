// @ts-check
'use strict';
/** A release pre-compresses the build it copies with the repository's one pre-compressor. */
const { compressDir } = require('@agency/workspace');

module.exports = { compressDir };

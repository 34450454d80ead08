'use strict';
/** The apps of the composed site, who owns which route, the repository's workspace folders and which built files are pre-compressed. */
module.exports = { ...require('./apps'), ...require('./routes'), ...require('./folders'), ...require('./compression') };

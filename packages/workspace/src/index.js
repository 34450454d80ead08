'use strict';
/** The apps of the composed site, who owns which route, and the repository's workspace folders. */
module.exports = { ...require('./apps'), ...require('./routes'), ...require('./folders') };

'use strict';
/** The apps of the composed site and who owns which route (see apps.js and routes.js). */
module.exports = { ...require('./apps'), ...require('./routes') };

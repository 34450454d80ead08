"use strict";
/** What the gateway (packages/gateway) and the API (services) both need, written once. */
const { AGENCY_FACTS, MAIN_LINE } = require("./agency-facts");
const { createLogger, requestLevel, roundMs } = require("./logger");
const { VALID_REQUEST_ID, requestIdOf } = require("./request-id");
const { SECURITY_HEADERS } = require("./security-headers");
const { FallbackLimiter, createSharedLimiter } = require("./shared-limiter");
const { parseTrustProxy } = require("./trust-proxy");
const {
  DEV_PAGE_TOKEN_SECRET,
  VISIT_COOKIE,
  VISIT_TOKEN_TTL_MS,
  cookieValue,
  pageTokenSecret,
  readVisitToken,
  signToken,
  verifyToken,
  visitToken,
} = require("./page-token");

/** @typedef {import('./trust-proxy').TrustProxy} TrustProxy */
/** @typedef {import('./logger').LoggerOptions} LoggerOptions */

module.exports = {
  AGENCY_FACTS,
  MAIN_LINE,
  DEV_PAGE_TOKEN_SECRET,
  VISIT_COOKIE,
  VISIT_TOKEN_TTL_MS,
  cookieValue,
  pageTokenSecret,
  readVisitToken,
  signToken,
  verifyToken,
  visitToken,
  FallbackLimiter,
  SECURITY_HEADERS,
  VALID_REQUEST_ID,
  createLogger,
  createSharedLimiter,
  parseTrustProxy,
  requestIdOf,
  requestLevel,
  roundMs,
};

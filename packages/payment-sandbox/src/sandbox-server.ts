import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { DEFAULT_PESAPAL_PREFIX, SANDBOX_CREDENTIALS } from './credentials';
import { renderCheckoutPage } from './checkout-page';
import { parseFault } from './fault-input';
import { momoRuleFor, SandboxState, type SandboxFault, type SandboxOrder, type SandboxRequestToPay } from './sandbox-state';

/** One MoMo API user as the sandbox knows it: its key, subscription and the one target environment (and currency) it may use. */
export interface SandboxMomoUser {
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
  targetEnvironment: string;
  currency: string;
  /** The callback host registered for this API user: an X-Callback-Url on another host is refused (INVALID_CALLBACK_URL_HOST). Unset: any host. */
  callbackHost?: string;
}

export interface SandboxOptions {
  /** Where the browser reaches this server (the checkout page's links). */
  publicUrl: string;
  /** Where Pesapal's API is served, as the real bases carry one (/v3, /pesapalv3). */
  pesapalPrefix?: string;
  /** The Pesapal accounts (one per country); defaults to the API's sandbox credentials. */
  pesapalAccounts?: { consumerKey: string; consumerSecret: string }[];
  /** The MoMo API users (one per country); defaults to the API's sandbox credentials. */
  momoUsers?: SandboxMomoUser[];
  /** How long a MoMo request-to-pay stays PENDING before it settles by the phone rule. */
  momoSettleMs?: number;
  /** How long the 202 of a number ending in 2 is held: longer than the API's provider timeout. */
  momoSlowAnswerMs?: number;
  log?: (line: string) => void;
}

type Json = Record<string, unknown>;

/** The answer shape of every Pesapal call: HTTP 200 with the business status inside. */
function pesapalError(code: string, message: string, extra: Json = {}): Json {
  return { ...extra, error: { error_type: 'api_error', code, message }, status: '500' };
}

/**
 * Where a handler writes its answer: the real response, or (a fault given `when: "after"`) a
 * stand-in that lets the handler do its work and sends the fault's answer in place of its own.
 */
interface Reply {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  end(text?: string): unknown;
  readonly destroyed: boolean;
}

function send(res: Reply, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

const BODY_LIMIT = 100_000;

/** The request's body as text, or null past BODY_LIMIT (read once: faults match on it, handlers parse it). */
async function readRaw(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A form or JSON body as fields; unreadable JSON is undefined (the handlers that tolerate it use {}). */
function parseBody(raw: string, type: string): Json | undefined {
  if (!raw) return {};
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
  } catch {
    return undefined;
  }
}

/** A fault's canned answer. */
function answerFault(res: ServerResponse, fault: SandboxFault) {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(fault.status, fault.body ? { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store' });
  res.end(fault.body);
}

/** The stand-in for a fault given `when: "after"`: the handler's answer is dropped, the fault's sent. */
function faultedReply(res: ServerResponse, fault: SandboxFault): Reply {
  return {
    writeHead: () => undefined,
    end: () => answerFault(res, fault),
    get destroyed() {
      return res.destroyed;
    },
  };
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

const statusDescription = { 0: 'INVALID', 1: 'COMPLETED', 2: 'FAILED', 3: 'REVERSED' } as const;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A local stand-in for Pesapal API 3.0 (the subset the API uses) and MTN MoMo request-to-pay,
 * so `npm start` and the tests run the real payment flows offline.
 */
export function createSandboxServer(options: SandboxOptions): { server: http.Server; state: SandboxState } {
  const state = new SandboxState();
  const prefix = (options.pesapalPrefix ?? DEFAULT_PESAPAL_PREFIX).replace(/\/+$/, '');
  const accounts = options.pesapalAccounts ?? [SANDBOX_CREDENTIALS.UG.pesapal, SANDBOX_CREDENTIALS.RW.pesapal];
  const momoUsers: SandboxMomoUser[] = options.momoUsers ?? [SANDBOX_CREDENTIALS.UG.momo, SANDBOX_CREDENTIALS.RW.momo];
  const settleMs = options.momoSettleMs ?? 1000;
  const slowAnswerMs = options.momoSlowAnswerMs ?? 16_000;
  const log = options.log ?? (() => undefined);
  const publicUrl = options.publicUrl.replace(/\/$/, '');

  async function notify(order: SandboxOrder) {
    const ipn = state.ipns.get(order.notificationId);
    if (!ipn) return;
    const fields = {
      OrderTrackingId: order.orderTrackingId,
      OrderMerchantReference: order.merchantReference,
      OrderNotificationType: 'IPNCHANGE',
    };
    let status: number | null = null;
    try {
      const res =
        ipn.type === 'GET'
          ? await fetch(`${ipn.url}${ipn.url.includes('?') ? '&' : '?'}${new URLSearchParams(fields)}`, { signal: AbortSignal.timeout(5000) })
          : await fetch(ipn.url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(fields),
              signal: AbortSignal.timeout(5000),
            });
      status = res.status;
    } catch (error) {
      log(`IPN to ${ipn.url} failed: ${(error as Error).message}`);
    }
    state.ipnLog.push({ url: ipn.url, method: ipn.type, status, at: new Date().toISOString(), account: order.account, merchantReference: order.merchantReference });
  }

  /** MoMo's call to X-Callback-Url: the request's status view, sent with PUT as MoMo does. */
  async function callBack(request: SandboxRequestToPay) {
    let status: number | null = null;
    try {
      const res = await fetch(request.callbackUrl as string, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ referenceId: request.referenceId, ...requestToPayView(request) }),
        signal: AbortSignal.timeout(5000),
      });
      status = res.status;
    } catch (error) {
      log(`callback to ${request.callbackUrl} failed: ${(error as Error).message}`);
    }
    state.callbackLog.push({ url: request.callbackUrl as string, referenceId: request.referenceId, status });
  }

  function requestToPayView(r: SandboxRequestToPay): Json {
    const settled = Date.now() >= r.settleAt;
    const status = settled ? r.outcome : 'PENDING';
    return {
      amount: r.amount,
      currency: r.currency,
      externalId: r.externalId,
      payer: { partyIdType: 'MSISDN', partyId: r.msisdn },
      payerMessage: r.payerMessage,
      payeeNote: r.payeeNote,
      status,
      ...(status === 'SUCCESSFUL' ? { financialTransactionId: r.financialTransactionId } : {}),
      ...(status === 'FAILED' ? { reason: r.reason ?? 'APPROVAL_REJECTED' } : {}),
    };
  }

  /** The test controls under /__sandbox/faults (README.md "Faults over HTTP"); false when the path is not one of them. */
  function faultRoutes(method: string, path: string, body: unknown, res: Reply): boolean {
    const one = /^\/__sandbox\/faults\/([^/]+)$/.exec(path);
    if (path !== '/__sandbox/faults' && !one) return false;
    const listed = () => [...state.faults].map(([id, f]) => ({ id, on: f.on ?? id, status: f.status, times: f.times, when: f.when ?? 'before', ...(f.bodyIncludes !== undefined ? { bodyIncludes: f.bodyIncludes } : {}) }));
    if (one) {
      if (method !== 'DELETE') send(res, 405, { error: 'method_not_allowed', allowed: 'DELETE' }, { Allow: 'DELETE' });
      else if (state.faults.delete(decodeURIComponent(one[1]))) send(res, 200, { cleared: 1 });
      else send(res, 404, { error: 'no fault with this id' });
    } else if (method === 'GET') {
      send(res, 200, listed());
    } else if (method === 'DELETE') {
      const cleared = state.faults.size;
      state.faults.clear();
      send(res, 200, { cleared });
    } else if (method === 'POST') {
      const parsed = parseFault(body);
      if ('errors' in parsed) {
        send(res, 400, { error: 'invalid_fault', errors: parsed.errors });
      } else {
        const id = randomUUID();
        state.faults.set(id, parsed.fault);
        send(res, 201, { id, ...parsed.fault });
      }
    } else {
      send(res, 405, { error: 'method_not_allowed', allowed: 'GET, POST, DELETE' }, { Allow: 'GET, POST, DELETE' });
    }
    return true;
  }

  async function handle(req: IncomingMessage, real: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    // Pesapal lives under its prefix only, as on the real hosts; the rest of this server keeps its paths.
    const underPrefix = prefix !== '' && url.pathname.startsWith(`${prefix}/api/`);
    const path = underPrefix ? url.pathname.slice(prefix.length) : prefix !== '' && url.pathname.startsWith('/api/') ? '/not-under-prefix' : url.pathname;
    state.requestLog.push(`${method} ${url.pathname}`);
    let res: Reply = real;
    const raw = await readRaw(req);
    if (raw === null) return send(res, 413, { error: 'body_too_large', limit: BODY_LIMIT });
    const type = req.headers['content-type'] ?? '';
    const readBody = () => parseBody(raw, type) ?? {};

    if (path === '/health') return send(res, 200, { status: 'ok' });
    if (path === '/__sandbox/ipn-log') return send(res, 200, state.ipnLog);
    if (path.startsWith('/__sandbox/faults')) {
      // Unreadable JSON reaches parseFault as no object at all: a 400 that says so.
      if (faultRoutes(method, path, parseBody(raw, type) ?? null, res)) return;
    }
    if (method === 'POST' && path === '/__sandbox/reverse') {
      // A test's stand-in for Pesapal reversing a completed payment (status_code 3), then notifying
      // unless `notify: false` (a reversal Pesapal never tells us of: the reconciler's watch finds it).
      const body = readBody();
      if (body.notify !== undefined && typeof body.notify !== 'boolean') return send(res, 400, { error: 'notify must be true or false' });
      const order = state.orders.get(String(body.OrderTrackingId ?? ''));
      if (!order || order.statusCode !== 1) return send(res, 404, { error: 'no completed order with this id' });
      order.statusCode = 3;
      order.message = 'Payment reversed';
      const notified = body.notify !== false;
      if (notified) await notify(order);
      return send(res, 200, { reversed: order.orderTrackingId, notified });
    }
    const fault = state.takeFault(method, [url.pathname + url.search, path + url.search], raw);
    if (fault && fault.when !== 'after') return answerFault(real, fault);
    if (fault) res = faultedReply(real, fault);

    // Pesapal API 3.0 ------------------------------------------------------------------------
    if (method === 'POST' && path === '/api/Auth/RequestToken') {
      const body = readBody();
      const account = accounts.find((a) => a.consumerKey === body.consumer_key && a.consumerSecret === body.consumer_secret);
      if (!account) return send(res, 200, pesapalError('invalid_consumer_key_or_secret_provided', '', { token: null }));
      const { token, expiryDate } = state.issueToken(5 * 60_000, account.consumerKey);
      return send(res, 200, { token, expiryDate, error: null, status: '200', message: 'Request processed successfully' });
    }
    // Each account (UG, RW) sees only its own IPN registrations and orders, as on Pesapal.
    const account = state.tokenOwner(bearer(req)) ?? '';
    if (path.startsWith('/api/URLSetup/') || path.startsWith('/api/Transactions/')) {
      if (!account) return send(res, 200, pesapalError('invalid_token', 'Invalid or expired token'));
    }
    if (method === 'POST' && path === '/api/URLSetup/RegisterIPN') {
      const body = readBody();
      if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) return send(res, 200, pesapalError('invalid_url', 'A valid url is required'));
      const type = body.ipn_notification_type === 'POST' ? 'POST' : 'GET';
      const existing = [...state.ipns.values()].find((i) => i.account === account && i.url === body.url && i.type === type);
      const ipn = existing ?? { id: randomUUID(), account, url: body.url, type, createdAt: new Date().toISOString() };
      state.ipns.set(ipn.id, ipn);
      return send(res, 200, {
        url: ipn.url,
        created_date: ipn.createdAt,
        ipn_id: ipn.id,
        notification_type: type === 'GET' ? 0 : 1,
        ipn_notification_type_description: type,
        ipn_status: 1,
        ipn_status_decription: 'Active',
        error: null,
        status: '200',
      });
    }
    if (method === 'GET' && path === '/api/URLSetup/GetIpnList') {
      return send(res, 200, [...state.ipns.values()].filter((i) => i.account === account).map((i) => ({ url: i.url, created_date: i.createdAt, ipn_id: i.id, error: null, status: '200' })));
    }
    if (method === 'POST' && path === '/api/Transactions/SubmitOrderRequest') {
      const body = readBody();
      const id = typeof body.id === 'string' ? body.id : '';
      const amount = Number(body.amount);
      const billing = (body.billing_address ?? {}) as Json;
      if (!/^[A-Za-z0-9-_.:]{1,50}$/.test(id)) return send(res, 200, pesapalError('invalid_merchant_reference', 'id is required (max 50 characters)'));
      if (state.byMerchantReference.has(id)) return send(res, 200, pesapalError('duplicate_order_reference', 'Order reference already used'));
      if (!Number.isFinite(amount) || amount <= 0) return send(res, 200, pesapalError('invalid_amount', 'amount must be positive'));
      if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) return send(res, 200, pesapalError('invalid_currency', 'currency is required'));
      if (typeof body.callback_url !== 'string') return send(res, 200, pesapalError('invalid_callback_url', 'callback_url is required'));
      if (typeof body.notification_id !== 'string' || state.ipns.get(body.notification_id)?.account !== account) {
        return send(res, 200, pesapalError('invalid_notification_id', 'notification_id is not registered'));
      }
      if (!billing.email_address && !billing.phone_number) return send(res, 200, pesapalError('invalid_billing_address', 'email or phone is required'));
      const order: SandboxOrder = {
        orderTrackingId: randomUUID(),
        merchantReference: id,
        amount,
        currency: body.currency,
        description: String(body.description ?? '').slice(0, 100),
        callbackUrl: body.callback_url,
        cancellationUrl: typeof body.cancellation_url === 'string' ? body.cancellation_url : undefined,
        notificationId: body.notification_id,
        account,
        email: typeof billing.email_address === 'string' ? billing.email_address : undefined,
        phone: typeof billing.phone_number === 'string' ? billing.phone_number : undefined,
        statusCode: 0,
        paymentMethod: '',
        message: 'Pending Payment',
        confirmationCode: '',
        createdAt: new Date().toISOString(),
        statusReads: 0,
      };
      state.orders.set(order.orderTrackingId, order);
      state.byMerchantReference.set(id, order);
      return send(res, 200, {
        order_tracking_id: order.orderTrackingId,
        merchant_reference: id,
        redirect_url: `${publicUrl}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${order.orderTrackingId}`,
        error: null,
        status: '200',
      });
    }
    if (method === 'GET' && path === '/api/Transactions/GetTransactionStatus') {
      const found = state.orders.get(url.searchParams.get('orderTrackingId') ?? '');
      const order = found?.account === account ? found : undefined;
      if (!order) return send(res, 200, pesapalError('order_not_found', 'Order not found', { status_code: 0 }));
      order.statusReads += 1;
      const common = {
        payment_method: order.paymentMethod,
        amount: order.amount,
        created_date: order.createdAt,
        confirmation_code: order.confirmationCode,
        payment_status_description: statusDescription[order.statusCode],
        description: order.message,
        message: 'Request processed successfully',
        payment_account: order.statusCode === 1 ? '444444xxxxxx4444' : '',
        call_back_url: order.callbackUrl,
        status_code: order.statusCode,
        merchant_reference: order.merchantReference,
        currency: order.currency,
        order_tracking_id: order.orderTrackingId,
        payment_status_code: '',
      };
      if (order.statusCode === 0 && !order.abandoned) {
        return send(res, 200, { ...common, error: { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment' }, status: '500' });
      }
      return send(res, 200, { ...common, error: { error_type: null, code: null, message: null }, status: '200' });
    }

    // The hosted checkout page -----------------------------------------------------------------
    if (method === 'GET' && path === '/pesapaliframe/PesapalIframe3/Index') {
      const order = state.orders.get(url.searchParams.get('OrderTrackingId') ?? '');
      if (!order) return send(res, 404, '<!doctype html><title>Not found</title><p>Unknown order.</p>');
      return send(res, 200, renderCheckoutPage(order));
    }
    if (method === 'POST' && path === '/pesapaliframe/PesapalIframe3/Decide') {
      const body = readBody();
      const order = state.orders.get(String(body.OrderTrackingId ?? ''));
      if (!order) return send(res, 404, '<!doctype html><title>Not found</title><p>Unknown order.</p>');
      if (order.statusCode === 0 && body.outcome === 'leave') {
        // The payer went back to the shop without paying: the order stays payable (status_code 0),
        // now INVALID without payment_details_not_found, and Pesapal notifies the change.
        order.abandoned = true;
        order.message = 'INVALID';
        log(`order ${order.merchantReference} → left unpaid (INVALID)`);
        await notify(order);
      } else if (order.statusCode === 0 || (order.statusCode === 2 && body.outcome === 'complete')) {
        // Pending, or failed and tried again by the payer (Pesapal's page lets a declined payer retry).
        if (body.outcome === 'complete') {
          order.statusCode = 1;
          order.paymentMethod = 'Visa';
          order.confirmationCode = `SBX${Date.now().toString(36).toUpperCase()}`;
          order.message = 'Payment completed';
        } else {
          order.statusCode = 2;
          order.message = body.outcome === 'cancel' ? 'Payment cancelled by the payer' : 'Payment declined';
        }
        log(`order ${order.merchantReference} → ${statusDescription[order.statusCode]}`);
        await notify(order);
      }
      const back = new URL(order.callbackUrl);
      back.searchParams.set('OrderTrackingId', order.orderTrackingId);
      back.searchParams.set('OrderMerchantReference', order.merchantReference);
      back.searchParams.set('OrderNotificationType', 'CALLBACKURL');
      res.writeHead(303, { Location: back.toString() });
      return res.end();
    }

    // MTN MoMo collections ---------------------------------------------------------------------
    // As strict as the real gateway: the subscription key first (APIM answers 401 without it),
    // then the API user's token, its one target environment and currency, a fresh UUID v4 reference.
    if (path.startsWith('/collection/')) {
      const key = String(req.headers['ocp-apim-subscription-key'] ?? '');
      const subscribed = momoUsers.filter((u) => u.subscriptionKey === key);
      if (!subscribed.length) {
        return send(res, 401, { statusCode: 401, message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.' });
      }
      if (method === 'POST' && path === '/collection/token/') {
        const user = subscribed.find((u) => req.headers.authorization === `Basic ${Buffer.from(`${u.apiUser}:${u.apiKey}`).toString('base64')}`);
        // What the real token endpoint answers for a wrong API user or key.
        if (!user) return send(res, 500, { error: 'login_failed' });
        const { token } = state.issueToken(60 * 60_000, user.apiUser);
        return send(res, 200, { access_token: token, token_type: 'access_token', expires_in: 3600 });
      }
      const user = subscribed.find((u) => u.apiUser === state.tokenOwner(bearer(req)));
      if (!user) return send(res, 401, { statusCode: 401, message: 'Access token is missing, invalid or expired.' });
      if (req.headers['x-target-environment'] !== user.targetEnvironment) {
        return send(res, 403, { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: 'Access to target environment is forbidden.' });
      }
      if (method === 'POST' && path === '/collection/v1_0/requesttopay') {
        const referenceId = String(req.headers['x-reference-id'] ?? '');
        const body = readBody();
        const payer = (body.payer ?? {}) as Json;
        const invalid = (message: string) => send(res, 400, { code: 'INVALID_REQUEST', message });
        if (!UUID_V4.test(referenceId)) return invalid('X-Reference-Id must be a UUID version 4');
        if (state.requests.has(referenceId)) return send(res, 409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' });
        if (typeof body.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(body.amount) || Number(body.amount) <= 0) return invalid('amount must be a positive number in a string');
        if (body.currency !== user.currency) return send(res, 400, { code: 'INVALID_CURRENCY', message: `Currency not supported in ${user.targetEnvironment}.` });
        if (payer.partyIdType !== 'MSISDN' || typeof payer.partyId !== 'string' || !/^\d{9,15}$/.test(payer.partyId)) {
          return invalid('payer.partyId must be an MSISDN: digits only, country code first, no +');
        }
        for (const note of ['payerMessage', 'payeeNote'] as const) {
          if (body[note] !== undefined && (typeof body[note] !== 'string' || body[note].length > 160)) return invalid(`${note} must be at most 160 characters`);
        }
        const callback = req.headers['x-callback-url'];
        if (typeof callback === 'string' && callback && user.callbackHost) {
          let host = '';
          try {
            host = new URL(callback).hostname;
          } catch {
            host = '';
          }
          if (host !== user.callbackHost) {
            return send(res, 400, { code: 'INVALID_CALLBACK_URL_HOST', message: 'Callback URL with different host than configured for API user.' });
          }
        }
        const rule = momoRuleFor(payer.partyId);
        const answerAfter = rule.slowAnswer ? slowAnswerMs : 0;
        const now = Date.now();
        const request = {
          referenceId,
          amount: body.amount,
          currency: body.currency,
          externalId: String(body.externalId ?? ''),
          msisdn: payer.partyId,
          payerMessage: String(body.payerMessage ?? ''),
          payeeNote: String(body.payeeNote ?? ''),
          apiUser: user.apiUser,
          callbackUrl: typeof callback === 'string' && callback ? callback : undefined,
          createdAt: now,
          settleAt: now + answerAfter + settleMs,
          outcome: rule.outcome,
          reason: rule.reason,
          financialTransactionId: String(Math.floor(1e9 + Math.random() * 9e9)),
        };
        state.requests.set(referenceId, request);
        if (request.callbackUrl && request.outcome !== 'PENDING') {
          // MoMo calls X-Callback-Url once the payer decides; we decide after settleMs.
          setTimeout(() => void callBack(request), answerAfter + settleMs + 10).unref();
        }
        if (answerAfter) {
          // Taken at once (its status can be read), answered late: the API has given up waiting by then.
          log(`requesttopay ${referenceId}: answering 202 after ${answerAfter} ms`);
          await new Promise((resolve) => setTimeout(resolve, answerAfter));
        }
        if (res.destroyed) return;
        res.writeHead(202);
        return res.end();
      }
      const rtp = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(path);
      if (method === 'GET' && rtp) {
        const request = state.requests.get(decodeURIComponent(rtp[1]));
        if (!request || request.apiUser !== user.apiUser) return send(res, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
        return send(res, 200, requestToPayView(request));
      }
    }

    return send(res, 404, { error: 'not_found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      log(`error: ${error.message}`);
      if (!res.headersSent) send(res, 500, { error: 'sandbox_error' });
    });
  });
  return { server, state };
}

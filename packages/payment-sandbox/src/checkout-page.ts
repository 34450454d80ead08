import type { SandboxOrder } from './sandbox-state';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function formatAmount(order: SandboxOrder): string {
  return `${order.currency} ${order.amount.toLocaleString('en-US')}`;
}

/** The hosted checkout page: the tester decides the outcome, as a payer would on Pesapal's page. */
export function renderCheckoutPage(order: SandboxOrder): string {
  const id = escapeHtml(order.orderTrackingId);
  const settled = order.statusCode === 1 || order.statusCode === 3;
  const retry = order.statusCode === 2
    ? `<p class="note" role="status">This payment failed (${escapeHtml(order.message)}). You can try again.</p>
      <form method="post" action="/pesapaliframe/PesapalIframe3/Decide">
        <input type="hidden" name="OrderTrackingId" value="${id}">
        <button name="outcome" value="complete" class="primary">Try again: complete payment</button>
      </form>`
    : '';
  const actions = retry
    ? retry
    : settled
    ? `<p class="note">This order is already ${order.statusCode === 1 ? 'completed' : 'reversed'}.</p>`
    : `<form method="post" action="/pesapaliframe/PesapalIframe3/Decide">
        <input type="hidden" name="OrderTrackingId" value="${id}">
        <button name="outcome" value="complete" class="primary">Complete payment</button>
        <button name="outcome" value="fail">Fail payment</button>
        <button name="outcome" value="cancel" class="ghost">Cancel</button>
        <button name="outcome" value="leave" class="ghost">Back to the shop without paying</button>
      </form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment sandbox checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f1ec; color: #1c1b22; margin: 0; padding: 32px 16px; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 16px; padding: 32px; box-shadow: 0 12px 40px rgba(0,0,0,.08); }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  .badge { display: inline-block; background: #fde68a; color: #7c5300; font-size: .75rem; font-weight: 700; padding: 4px 10px; border-radius: 999px; letter-spacing: .04em; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 24px 0; }
  dt { color: #5d5b66; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  form { display: grid; gap: 12px; }
  button { font: inherit; font-weight: 600; padding: 14px; border-radius: 10px; border: 2px solid #1c1b22; background: #fff; cursor: pointer; }
  button.primary { background: #1c1b22; color: #fff; }
  button.ghost { border-color: transparent; text-decoration: underline; }
  button:focus-visible { outline: 3px solid #e4572e; outline-offset: 2px; }
  .note { color: #5d5b66; }
</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX — no real money moves</span>
  <h1>Pay ${escapeHtml(formatAmount(order))}</h1>
  <p class="note">${escapeHtml(order.description)}</p>
  <dl>
    <dt>Merchant reference</dt><dd data-testid="merchant-reference">${escapeHtml(order.merchantReference)}</dd>
    <dt>Order tracking id</dt><dd>${id}</dd>
    ${order.email ? `<dt>Payer</dt><dd>${escapeHtml(order.email)}</dd>` : ''}
    ${order.phone ? `<dt>Phone</dt><dd data-testid="payer-phone">${escapeHtml(order.phone)}</dd>` : ''}
  </dl>
  ${actions}
</main>
</body>
</html>`;
}

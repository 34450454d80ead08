/**
 * Presses a button of the sandbox's hosted checkout page for an order (its form's POST), as the
 * payer would; answers where the page sends the payer back (the sandbox answers 303).
 */
export async function decideCheckout(sandboxUrl: string, trackingId: string, outcome: 'complete' | 'fail' | 'cancel'): Promise<URL> {
  const res = await fetch(`${sandboxUrl}/pesapaliframe/PesapalIframe3/Decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ OrderTrackingId: trackingId, outcome }),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`the checkout page answered ${res.status}, not 303`);
  return new URL(res.headers.get('location')!);
}

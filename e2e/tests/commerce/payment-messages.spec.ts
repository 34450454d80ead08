import { expect, test } from '@playwright/test';

test.describe('payment form (spec 5.4) on /payment', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/payment');
    await expect(page.getByTestId('payment-amount')).toHaveText('UGX 235,000');
  });

  test('mobile money: the four personal and two mobile messages, each cleared when its field is edited', async ({ page }) => {
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    const messages = ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required', 'Mobile number is required', 'Provider is required'];
    for (const m of messages) await expect(page.getByText(m, { exact: true })).toBeVisible();
    await expect(page.getByText('Card number is required')).toHaveCount(0);

    await page.getByLabel('First name').fill('A');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Last name is required')).toBeVisible();
    await page.getByLabel('Provider').selectOption('mtn');
    await expect(page.getByText('Provider is required')).toHaveCount(0);
  });

  test('card: no card fields (the provider page asks for them), only the four personal messages', async ({ page }) => {
    await page.getByLabel('Payment method').selectOption('card');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByLabel('CVV')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    for (const m of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required']) {
      await expect(page.getByText(m, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Card number is required')).toHaveCount(0);
    await expect(page.getByText('Mobile number is required')).toHaveCount(0);
  });

  test('a number of the other network: the server refuses it and the message shows under the mobile number', async ({ page }) => {
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Nakato');
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Phone number').fill('+256772000444');
    await page.getByLabel('Provider').selectOption('mtn');
    await page.getByLabel('Mobile number').fill('0701 234 567');
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    const field = page.getByLabel('Mobile number');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This is not an MTN number. Check the number or choose the other provider.')).toBeVisible();
    await expect(field).toBeFocused();
  });

  test('"Processing..." while initiating, then the server error, else the status', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/payments/initiate', async (route) => {
      await held;
      await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The payment provider could not be reached. Please try again.' }) });
    });
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Nakato');
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Phone number').fill('+256772000444');
    await page.getByLabel('Provider').selectOption('mtn');
    await page.getByLabel('Mobile number').fill('256772000444');
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('The payment provider could not be reached. Please try again.');

    await page.unroute('**/api/payments/initiate');
    await page.route('**/api/payments/initiate', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    await expect(page.getByRole('alert')).toHaveText('Payment failed with status: 500');

    await page.unroute('**/api/payments/initiate');
    await page.route('**/api/payments/initiate', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid response from server');

    await page.unroute('**/api/payments/initiate');
    await page.route('**/api/payments/initiate', (route) => route.abort());
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    await expect(page.getByRole('alert')).toHaveText('Payment initiation failed. Please try again.');
  });

  test('a failing verify call during polling raises the support message', async ({ page }) => {
    await page.route('**/api/payments/initiate', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reference: 'NCPOLL1' }) }));
    await page.route('**/api/payments/verify', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Nakato');
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Phone number').fill('+256772000444');
    await page.getByLabel('Provider').selectOption('mtn');
    await page.getByLabel('Mobile number').fill('256772000444');
    await page.getByRole('button', { name: 'Pay UGX 235,000' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to verify payment status. Please contact support.');
  });
});

test.describe('payment result pages', () => {
  test('callback without its parameters says "Invalid payment response" and offers Try Again to /payment', async ({ page }) => {
    await page.goto('/payment/callback?OrderTrackingId=abc');
    await expect(page.getByRole('alert')).toHaveText('Invalid payment response');
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test('callback of an unknown order shows the server message with Try Again', async ({ page }) => {
    await page.goto('/payment/callback?OrderTrackingId=unknown&OrderMerchantReference=NCUNKNOWN&OrderNotificationType=CALLBACKURL');
    await expect(page.getByRole('alert')).toHaveText('Invalid or unverified transaction.');
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
  });

  test('the success page opened directly claims no success and says there is nothing to show', async ({ page }) => {
    await page.goto('/payment/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No recent payment');
    await expect(page.getByText('there is no recent payment to show here')).toBeVisible();
    await expect(page.getByText('Payment successful')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

test.describe('sign-in failures (spec 8)', () => {
  test('code request failure and wrong code', async ({ page }) => {
    await page.goto('/dashboard');
    await page.route('**/api/auth/request-code', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send code. Try again.');

    await page.unroute('**/api/auth/request-code');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code. Try again.');
  });
});

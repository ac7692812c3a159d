import { expect, test, type Page } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, expectNoSeriousA11yViolations, querySql, signUpAndStore, toast } from './support';

/** Types a card into the simulated provider's card form and pays. */
async function payWith(page: Page, number: string, label: RegExp) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: label }).click();
}

test.describe('payments account and client payments (simulated provider)', () => {
  // Full-page trips to the onboarding page and back, two people and the webhook worker: more than the default minute.
  test.describe.configure({ timeout: 180_000 });

  test('connecting payments: create account → onboarding → back; requiresAction until finished; Processing Setup... then the next steps', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/payment-setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Setup' })).toBeVisible();
    const fees = page.getByRole('table', { name: 'Fees' });
    await expect(fees).toContainText('2.9% + 30¢ per transaction');
    await expect(fees).toContainText('5% of the transaction');
    await expect(fees).toContainText('About 7.9% + 30¢');
    await expect(page.getByRole('region', { name: 'Benefits' }).getByRole('heading')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Connect Stripe Account' }).click();
    await expect(page).toHaveURL(/\/simulated-stripe\/onboarding\?account=acct_/, { timeout: 30_000 });
    // Left without finishing: the account needs action.
    await page.getByRole('link', { name: 'Return without finishing' }).click();
    await expect(page).toHaveURL(/\/payment-setup$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Action required' })).toHaveText(
      'Action required: Your account needs additional information. Please complete the onboarding process.',
    );

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/simulated-stripe\/onboarding/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/stripe-connect\/success$/);
    await expect(page.getByText('Payments account connected!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute('href', '/clients');
    await page.getByRole('link', { name: 'Set up Packages' }).click();
    await expect(page).toHaveURL(/\/packages$/);

    await page.goto('/payment-setup');
    await expect(page.getByText('Your payments account is ready: clients can pay you.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toHaveCount(0);
  });

  test('the success page says Processing Setup... while onboarding is unfinished, and moves on by itself once it is', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const { accountId } = await apiPost<{ accountId: string }>(page, '/api/stripe-connect/create-account', {});
    await page.goto('/stripe-connect/success');
    await expect(page.getByText('Processing Setup...')).toBeVisible();
    await apiPost(page, `/api/payments/simulated/accounts/${accountId}/complete-onboarding`, {});
    // The page asks every 2 seconds.
    await expect(page.getByRole('link', { name: 'Go to Clients' })).toBeVisible({ timeout: 8000 });
    await expect(page.getByText('Processing Setup...')).toHaveCount(0);
  });

  test('a client buys a package with a coupon; the coach refunds part, then the rest; revenue follows', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    await signInAsLinkedClient(page, coach);
    // Before the coach can take payments: the client is told.
    const pkg = await apiPost<{ id: string }>(coach, '/api/coaching-packages', {
      name: 'Gold Coaching',
      price: 100,
      duration: 30,
      features: ['Weekly check-in'],
    });
    await page.goto('/client/packages');
    await expect(page.getByText('Your coach cannot take payments yet: their payments account setup is not finished.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: 'Gold Coaching' }).getByRole('button', { name: 'Buy' })).toBeDisabled();

    const { accountId } = await apiPost<{ accountId: string }>(coach, '/api/stripe-connect/create-account', {});
    await apiPost(coach, `/api/payments/simulated/accounts/${accountId}/complete-onboarding`, {});
    const code = `SPRING${Date.now() % 100000}`;
    await apiPost(coach, '/api/client-coupons', { name: 'Spring', code, discountValue: 20 });

    await page.goto('/client');
    const card = page.getByTestId('packages-card');
    await expect(card).toContainText('No coaching package', { timeout: 30_000 });
    await card.getByRole('link', { name: 'Browse packages' }).click();
    await expect(page).toHaveURL(/\/client\/packages$/);
    await page.getByRole('article', { name: 'Gold Coaching' }).getByRole('button', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Gold Coaching' });
    await dialog.getByLabel('Coupon code (optional)').fill('NOT-A-CODE');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Coupon code is not valid');
    await dialog.getByLabel('Coupon code (optional)').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog.getByTestId('order-total')).toHaveText('Total: $80.00');
    await expect(dialog).toContainText(`Coupon ${code}: -$20.00`);
    await payWith(page, '4242424242424242', /Pay \$80\.00/);
    await expect(toast(page)).toContainText('Payment successful');
    const receipt = page.getByTestId('receipt-row');
    await expect(receipt).toContainText('Gold Coaching');
    await expect(receipt).toContainText('Paid', { timeout: 10_000 });
    await expect(page.getByRole('article', { name: 'Gold Coaching' }).getByRole('button', { name: 'Your package' })).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
    const [mail] = await querySql<{ subject: string }>(
      `select subject from email_outbox where dedupe_key = 'payment-receipt:' || (select id::text from client_payments where package_id = $1)`,
      [pkg.id],
    );
    expect(mail?.subject).toBe('Your receipt: Gold Coaching');

    // The coach: the payment on /packages, refunded in two steps; the dashboard's revenue follows.
    await coach.goto('/packages');
    const row = coach.getByTestId('client-payment-row');
    await expect(row).toContainText('$80.00');
    await expect(row).toContainText('$4.00');
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: 'Refund' }).click();
    const refund = coach.getByRole('dialog', { name: 'Refund payment' });
    await refund.getByLabel('Amount to refund').fill('90');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByText('Refund amount cannot be more than what is left to refund')).toBeVisible();
    await refund.getByLabel('Amount to refund').fill('30');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(toast(coach)).toContainText('Refund issued');
    await expect(row).toContainText('Partially refunded');
    await expect(row).toContainText('Refunded $30.00');
    await coach.goto('/dashboard');
    await expect(coach.getByTestId('stat-revenue')).toContainText('$50', { timeout: 30_000 });

    await coach.goto('/packages');
    await row.getByRole('button', { name: 'Refund' }).click();
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(row).toContainText('Refunded $80.00');
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('receipt-row')).toContainText('Refunded');
    await coachContext.close();
  });

  test('the coach sells a monthly package; the client buys it, sees it monthly with its renewal date, cancels at period end and undoes it', async ({
    page,
    browser,
  }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    const { clientRecordId } = await signInAsLinkedClient(page, coach);
    const { accountId } = await apiPost<{ accountId: string }>(coach, '/api/stripe-connect/create-account', {});
    await apiPost(coach, `/api/payments/simulated/accounts/${accountId}/complete-onboarding`, {});

    // The coach: Create Package with Billing Monthly; the card shows the price per month.
    await coach.goto('/packages');
    await coach.getByRole('button', { name: 'Create Package' }).click();
    const dialog = coach.getByRole('dialog', { name: 'Create Package' });
    await dialog.getByLabel('Package Name').fill('Monthly Coaching');
    await dialog.getByLabel('Price').fill('49');
    await dialog.getByLabel('Billing').click();
    await coach.getByRole('option', { name: 'Monthly' }).click();
    const feature = dialog.getByLabel('Add a feature');
    await feature.fill('Weekly check-in');
    await feature.press('Enter');
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expect(toast(coach)).toContainText('Package created successfully!');
    const coachCard = coach.getByRole('article', { name: 'Monthly Coaching' });
    await expect(coachCard.getByTestId('package-price')).toHaveText('$49.00/month');
    await expect(coachCard.getByTestId('package-billing')).toHaveText('Monthly');

    // The client buys it with the 4242 card.
    await page.goto('/client/packages');
    const offer = page.getByRole('article', { name: 'Monthly Coaching' });
    await expect(offer).toContainText('$49.00/month', { timeout: 30_000 });
    await offer.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog', { name: 'Buy Monthly Coaching' }).getByRole('button', { name: 'Continue to payment' }).click();
    await payWith(page, '4242424242424242', /Pay \$49\.00/);
    await expect(toast(page)).toContainText('Payment successful');
    const held = page.getByRole('article', { name: 'Your Monthly Coaching' });
    await expect(held).toBeVisible({ timeout: 15_000 });
    const [own] = (await (await page.request.get('/api/client/subscriptions')).json()) as { endDate: string; billingInterval: string }[];
    expect(own!.billingInterval).toBe('month');
    const renewal = new Date(`${own!.endDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
    await expect(held).toContainText(`Monthly · Renews on ${renewal}`);
    await expect(page.getByTestId('receipt-row')).toContainText('Paid', { timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);

    // Cancel at period end, then take it back.
    await held.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(toast(page)).toContainText('Your package will end at the end of the current period');
    await expect(held).toContainText(`Monthly · Ends on ${renewal}`);
    await held.getByRole('button', { name: 'Keep renewing' }).click();
    await expect(toast(page)).toContainText('Your package will renew as usual');
    await expect(held).toContainText(`Monthly · Renews on ${renewal}`);
    await held.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(held).toContainText(`Ends on ${renewal}`);

    // The coach's view of the client: a renewing package is not ended on the spot (its payments run at the provider),
    // it is set to end at the period end, or to keep renewing.
    await coach.goto(`/client-profile/${clientRecordId}`);
    const packages = coach.getByTestId('client-packages');
    await expect(packages).toContainText('Monthly Coaching');
    await expect(packages).toContainText(/\$49\.00\/month · Ends on/);
    await expect(packages.getByRole('button', { name: 'End Monthly Coaching' })).toHaveCount(0);
    await packages.getByRole('button', { name: 'Keep renewing Monthly Coaching' }).click();
    await expect(toast(coach)).toContainText('The package will renew as usual');
    await expect(packages).toContainText(/Renews on/);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Your Monthly Coaching' })).toContainText(`Monthly · Renews on ${renewal}`);
    await coachContext.close();
  });

  test('a client joins a paid group session and pays the seat; the coach sees it paid', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    await signInAsLinkedClient(page, coach);
    const { accountId } = await apiPost<{ accountId: string }>(coach, '/api/stripe-connect/create-account', {});
    await apiPost(coach, `/api/payments/simulated/accounts/${accountId}/complete-onboarding`, {});
    const session = await apiPost<{ id: string }>(coach, '/api/meetings', {
      title: 'Sunrise Yoga',
      scheduledAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      duration: 60,
      appointmentType: 'in_person',
      type: 'group_session',
      maxParticipants: 8,
      price: 15,
    });

    await page.goto('/client/appointments');
    const row = page.getByTestId('group-sessions').getByRole('article', { name: 'Sunrise Yoga' });
    await row.getByRole('button', { name: 'Join Sunrise Yoga' }).click();
    await expect(row.getByTestId('seat-payment')).toHaveText('Payment due $15.00');
    await row.getByRole('button', { name: 'Pay for Sunrise Yoga' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay for Sunrise Yoga' });
    await expect(dialog.getByTestId('seat-total')).toHaveText('Your seat: $15.00');
    await payWith(page, '4000000000000002', /Pay \$15\.00/);
    await expect(toast(page)).toContainText('Payment Failed');
    await payWith(page, '4242424242424242', /Pay \$15\.00/);
    await expect(toast(page)).toContainText('Payment successful');
    // The webhook's confirmation marks the seat paid; the page re-reads it until then.
    await expect(row.getByTestId('seat-payment')).toHaveText('Paid', { timeout: 30_000 });
    await expect(row.getByRole('button', { name: 'Pay for Sunrise Yoga' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/client/packages');
    await expect(page.getByTestId('receipt-row')).toContainText('Sunrise Yoga');
    await coach.goto('/packages');
    const payment = coach.getByTestId('client-payment-row');
    await expect(payment).toContainText('Sunrise Yoga');
    await expect(payment).toContainText('$15.00');
    await expect(payment).toContainText('Paid');
    const [seat] = await querySql<{ payment_status: string }>('select payment_status from meeting_participants where meeting_id = $1', [session.id]);
    expect(seat?.payment_status).toBe('paid');

    // Leaving three days ahead gives the money back, as the confirmation says; the coach's list shows it refunded.
    await page.goto('/client/appointments');
    await row.getByRole('button', { name: 'Leave Sunrise Yoga' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave Session' });
    await expect(leave).toContainText('Leave Sunrise Yoga? You will get your $15.00 back.');
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(toast(page)).toContainText('You left the session');
    await expect(row.getByRole('button', { name: 'Join Sunrise Yoga' })).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await querySql<{ status: string }>(
              'select status from client_payments where booking_id is not null and description = $1 order by created_at desc limit 1',
              ['Sunrise Yoga'],
            )
          )[0]?.status,
      )
      .toBe('refunded');
    await coach.reload();
    await expect(payment).toContainText('Refunded');
    await coachContext.close();
  });
});

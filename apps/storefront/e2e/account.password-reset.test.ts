import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { closeDb, dbQuery } from './db';
import { mailedLink, mailsTo, openShopper, url } from './shop';
import { signInAsNewShopper, SHOPPER_PASSWORD, signInOnPage } from './account-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeDb();
});

describe('password reset', () => {
  it('mails a link, sets the new password, signs out everywhere; the old password no longer works', async () => {
    const { page, context } = await openShopper(browser);
    const email = await signInAsNewShopper(page, 'reset');
    const [customer] = await dbQuery<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM customers WHERE lower(email) = lower($1)',
      [email],
    );
    const mailsBefore = mailsTo(email).length;

    const { page: other, context: otherContext } = await openShopper(browser);
    await other.goto(url('/account/forgot'));
    await other.getByLabel('E-mail address').fill(email);
    await other.getByRole('button', { name: 'Send the link' }).click();
    await other.getByTestId('reset-sent').waitFor();
    await expect.poll(() => mailsTo(email).length).toBeGreaterThan(mailsBefore);
    const link = await mailedLink(email, '/account/reset');
    expect(new URL(link).origin).toBe(new URL(url('/')).origin);

    await other.goto(link);
    // Two different entries are refused on the confirmation field.
    await other.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await other.getByLabel('Repeat the password').fill('a different secret');
    await other.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() => other.getByTestId('error-password_confirmation').textContent())
      .toBe('Password entries do not match');
    await other.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await other.getByLabel('Repeat the password').fill('a brand new secret');
    await other.getByRole('button', { name: 'Save the new password' }).click();
    await other.waitForURL(/notice=reset/);

    // The link is single-use.
    await other.goto(link);
    await other.getByLabel('New password', { exact: true }).fill('yet another secret');
    await other.getByLabel('Repeat the password').fill('yet another secret');
    await other.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => other.getByTestId('form-error').textContent()).toContain('already used');

    // The first browser's session ended with the reset.
    await page.goto(url('/account'));
    expect(new URL(page.url()).pathname).toBe('/account/login');

    await other.goto(url('/account/login'));
    await other.getByLabel('E-mail address').fill(email);
    await other.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => other.getByTestId('form-error').textContent()).toContain('is not right');
    await signInOnPage(other, email, 'a brand new secret');
    expect(new URL(other.url()).pathname).toBe('/account');

    const [after] = await dbQuery<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = $1', [
      customer!.id,
    ]);
    expect(after?.password_hash).not.toBe(customer?.password_hash);
    const tokens = await dbQuery<{ used_at: Date | null }>(
      `SELECT used_at FROM customer_tokens WHERE customer_id = $1 AND purpose = 'reset_password'`,
      [customer!.id],
    );
    expect(tokens.length).toBe(1);
    expect(tokens[0]?.used_at).toBeInstanceOf(Date);
    await otherContext.close();
    await context.close();
  });
});

// Auth journeys in Chromium against the running product: log in and see the shell, a wrong
// password, sign up → log in → change the password → signed out, the demo id, and phone layouts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, logIn, operatorCreatesPlayer, screenshot, useBrowser } from '../support';
import { MSG, SERVER_MSG } from '../../src/domain/messages';
import { closeWelcome } from './player.helpers';

const openPage = useBrowser();

async function openUserMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: username }).click();
}

test('player1 logs in and sees the shell', async () => {
  const { context, page } = await openPage(DESKTOP);
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await screenshot(page, 'auth-login-desktop');
  await logIn(page, 'player1', 'player123');

  await page.getByText(MSG.loggedIn).waitFor();
  await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
  await page.waitForTimeout(400); // the toast slides in
  await screenshot(page, 'auth-welcome-desktop');
  await closeWelcome(page);

  const header = page.getByRole('banner');
  await header.getByText(/Balance: ₹[\d,]+\.\d\d/).waitFor();
  await header.getByRole('button', { name: /^Exp: / }).waitFor();
  await header.getByRole('link', { name: 'Rules' }).waitFor();
  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await tabs.locator('a[aria-current="page"]', { hasText: 'Inplay' }).waitFor();
  await page.getByRole('region', { name: 'Site message' }).waitFor();
  await page.getByRole('contentinfo').getByText('© Copyright 2025. All Rights Reserved.').waitFor();

  await openUserMenu(page, 'player1');
  await page.getByRole('link', { name: 'Account Statement' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Deposit and Withdrawal' }).count(), 0);
  await screenshot(page, 'auth-shell-desktop-menu');
  await page.keyboard.press('Escape');

  await tabs.getByRole('link', { name: 'Cricket' }).click();
  await page.waitForURL('**/cricket');
  // The router swaps the screen once the page's code has loaded; the lit tab follows.
  await tabs.locator('a[aria-current="page"]', { hasText: 'Cricket' }).waitFor();
  assert.equal(await tabs.locator('a[aria-current="page"]').count(), 1);
  await screenshot(page, 'auth-shell-desktop');
  await context.close();
});

test("a wrong password shows the server's message", async () => {
  const { context, page } = await openPage(DESKTOP);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  assert.equal(await page.getByText(MSG.required).count(), 2);

  await page.getByLabel('User Name').fill('player1');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText(SERVER_MSG.invalidCredentials).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await page.waitForTimeout(400); // the toast slides in
  await screenshot(page, 'auth-login-wrong-password');
  await context.close();
});

test('sign up, log in, change the password, get signed out, log in with the new one', async () => {
  const { context, page } = await openPage(DESKTOP);
  const username = `e2e_${Date.now().toString(36)}`;
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first-pass1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('first-pass1');
  // One number opens one account: a number of this run's own.
  await page.getByLabel('Your Mobile', { exact: true }).fill(`9${String(Date.now()).slice(-9)}`);
  await screenshot(page, 'auth-signup-desktop');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText(MSG.signUpSuccess).waitFor();
  await page.waitForURL((url) => url.pathname === '/login');

  await logIn(page, username, 'first-pass1');
  await closeWelcome(page);
  await openUserMenu(page, username);
  await page.getByRole('link', { name: 'Deposit and Withdrawal' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Account Statement' }).count(), 0);
  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.waitForURL('**/change-password');

  await page.getByLabel('Current Password').fill('first-pass1');
  await page.getByLabel('New Password', { exact: true }).fill('second pass2');
  await page.getByLabel('Confirm New Password').fill('secondpass2');
  assert.equal(await page.getByLabel('New Password', { exact: true }).inputValue(), 'secondpass2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByRole('status').filter({ hasText: MSG.passwordChanged }).waitFor();
  await screenshot(page, 'auth-password-changed');
  await page.waitForURL((url) => url.pathname === '/login');

  await logIn(page, username, 'secondpass2');
  await page.getByRole('button', { name: username }).waitFor();
  await context.close();
});

test('a player made by the operator must change the password first', async () => {
  const { context, page } = await openPage(DESKTOP);
  const username = `op_${Date.now().toString(36)}`;
  await operatorCreatesPlayer({ username, password: 'given-pass1', credit: 1000, exposureLimit: 5000 });
  await logIn(page, username, 'given-pass1');

  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Close', exact: true }).count(), 0);
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Current Password').fill('given-pass1');
  await dialog.getByLabel('New Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm New Password').fill('short');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await dialog.getByText(MSG.newPasswordTooShort).waitFor();
  await screenshot(page, 'auth-forced-password-desktop');

  await dialog.getByLabel('New Password', { exact: true }).fill('own-pass22');
  await dialog.getByLabel('Confirm New Password').fill('own-pass22');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await logIn(page, username, 'own-pass22');
  await closeWelcome(page);
  await context.close();
});

test('log in with the demo id', async () => {
  const { context, page } = await openPage(DESKTOP);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with demo Id' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(MSG.loggedIn).waitFor();
  await closeWelcome(page);
  await page
    .getByRole('banner')
    .getByText(/Balance: ₹[\d,]+\.\d\d/)
    .waitFor();

  await page.getByRole('banner').locator('button[aria-controls="user-menu"]').click();
  await page.getByRole('button', { name: 'SignOut' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await context.close();
});

test('the pages on a phone', async () => {
  const { context, page } = await openPage(PHONE);
  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
  await screenshot(page, 'auth-signup-phone');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await screenshot(page, 'auth-login-phone-errors');
  await logIn(page, 'self1', 'self123');
  await closeWelcome(page);
  await page.getByRole('link', { name: 'DEPOSIT', exact: true }).waitFor();
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'SPORTS' }).waitFor();
  await screenshot(page, 'auth-shell-phone');
  await openUserMenu(page, 'self1');
  await screenshot(page, 'auth-shell-phone-menu');
  await page.getByRole('link', { name: 'Deposit and Withdrawal' }).click();
  await page.waitForURL('**/wallet-gateway');
  // Hidden on the wallet page itself (once the router has swapped the screen).
  await page.getByRole('link', { name: 'DEPOSIT', exact: true }).waitFor({ state: 'detached' });
  await page.goto('/change-password');
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
  await screenshot(page, 'auth-change-password-phone');
  await context.close();
});

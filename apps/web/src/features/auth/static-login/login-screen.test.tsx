import { afterEach, describe, expect, it } from 'vitest';
import { loginMarkup, loginPageData } from '../../../../build/login-html';
import { clearSession } from '../../../lib/auth/session';
import { fakeServer } from '../../../test/fake-server';
import { passwordAnswers } from '../../../test/password-answers';
import { inLanguage } from '../../../test/render';
import { LOGIN_IDS } from './data';
import { startLoginScreen } from './login-screen';

/**
 * The sign-in screen as the browser gets it: the markup and data the build writes into index.html
 * (build/login-html.ts), at /login, run by its script. Its journey against a real server is
 * e2e/tests/auth/sign-in.spec.ts.
 */
async function openLoginScreen(address: string) {
  fakeServer(await passwordAnswers());
  const data = loginPageData();
  document.body.innerHTML = `${loginMarkup(data)}<script type="application/json" id="${LOGIN_IDS.data}">${JSON.stringify(data)}</script>`;
  window.history.replaceState(null, '', address);
  // No one signed in (an earlier test of this worker may have left its session).
  clearSession();
  expect(startLoginScreen()).toBe(true);
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the sign-in screen', () => {
  it('has a title of its own in the tab', async () => {
    await openLoginScreen('/login');
    expect(document.title).toBe('Sign in to the console · Back-office console');
  });

  it('has it in Vietnamese too', async () => {
    await inLanguage('vi');
    await openLoginScreen('/login');
    expect(document.title).toBe('Đăng nhập trang quản trị · Trang quản trị');
  });

  it('opens with the user name an activation or a reset handed over, ready for the password', async () => {
    await openLoginScreen('/login?username=verifyme01');
    expect(input('sl-username').value).toBe('verifyme01');
    expect(document.activeElement?.id).toBe('sl-password');
  });

  it('opens empty, ready for the user name, otherwise', async () => {
    await openLoginScreen('/login');
    expect(input('sl-username').value).toBe('');
    expect(document.activeElement?.id).toBe('sl-username');
  });
});

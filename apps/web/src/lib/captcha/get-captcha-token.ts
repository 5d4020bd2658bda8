import { callApi } from '../api/call-api';
import { captchaToken } from './captcha-token';

/**
 * A fresh challenge, solved. Not a cached query: a challenge is accepted once, so each sign-in
 * attempt needs its own.
 */
export async function getCaptchaToken(): Promise<string> {
  return captchaToken(await callApi('auth.captcha'));
}

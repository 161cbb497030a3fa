import { describe, expect, it } from 'vitest';
import { fragmentError, publicPath, redirectTargetOf, splitRedirectError } from './redirect-target';

const params = (search: string) => new URLSearchParams(search);

describe('redirect target of the public pages', () => {
  it('follows a same-site redirect and falls back to the dashboard', () => {
    expect(redirectTargetOf(params('?redirect=%2Finventory%3Fq%3Dx'))).toBe('/inventory?q=x');
    expect(redirectTargetOf(params(''))).toBe('/');
    expect(redirectTargetOf(params('?redirect=https%3A%2F%2Fevil.example'))).toBe('/');
    expect(redirectTargetOf(params('?redirect=%2F%2Fevil.example'))).toBe('/');
  });

  it('keeps the redirect on links between public pages, and drops unsafe ones', () => {
    expect(publicPath('/signup', params('?redirect=%2Finvite%2Fabc'))).toBe('/signup?redirect=%2Finvite%2Fabc');
    expect(publicPath('/verify-email', params('?redirect=%2Forders'), { email: 'a@b.co' })).toBe(
      '/verify-email?email=a%40b.co&redirect=%2Forders',
    );
    expect(publicPath('/login', params('?redirect=https%3A%2F%2Fevil.example'))).toBe('/login');
    expect(publicPath('/login', params('?redirect=%2F'), { email: undefined })).toBe('/login');
  });

  it('separates an auth error carried in the redirect fragment', () => {
    expect(splitRedirectError('/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      target: '/',
      error: 'Email link is invalid or has expired',
    });
    expect(splitRedirectError('/inventory?q=x#menu')).toEqual({ target: '/inventory?q=x#menu', error: null });
    expect(fragmentError('#error=access_denied&error_description=The+Google+sign-in+was+cancelled')).toBe('The Google sign-in was cancelled');
    expect(fragmentError('')).toBeNull();
  });
});

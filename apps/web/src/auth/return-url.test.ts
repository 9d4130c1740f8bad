import { TEXTS } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { InvalidReturnUrlError, resolveReturnUrl, toSameOriginPath } from './return-url';

const ORIGIN = 'https://probity.example';

describe('toSameOriginPath', () => {
  it('accepts a local path and keeps query and hash', () => {
    expect(toSameOriginPath('/secure/matters?status=active#top', ORIGIN)).toBe(
      '/secure/matters?status=active#top',
    );
  });

  it('accepts an absolute URL on the same origin', () => {
    expect(toSameOriginPath(`${ORIGIN}/secure/dashboard`, ORIGIN)).toBe('/secure/dashboard');
  });

  it.each([
    'https://evil.example/secure',
    '//evil.example/secure',
    '/\\evil.example/secure',
    'javascript:alert(1)',
    'http://probity.example/secure',
    'https://probity.example.evil.example/',
    '',
  ])('refuses %s', (url) => {
    expect(toSameOriginPath(url, ORIGIN)).toBeNull();
  });
});

describe('resolveReturnUrl', () => {
  it('prefers the sign-in state over the query', () => {
    expect(resolveReturnUrl('?returnUrl=/secure/matters', ORIGIN, '/secure/terms-and-conditions')).toBe(
      '/secure/terms-and-conditions',
    );
  });

  it('reads the returnUrl query', () => {
    expect(resolveReturnUrl('?returnUrl=%2Fsecure%2Fmatters%3Fpage%3D2', ORIGIN)).toBe(
      '/secure/matters?page=2',
    );
  });

  it('falls back to the secure area', () => {
    expect(resolveReturnUrl('', ORIGIN)).toBe('/secure');
  });

  it('never returns to an authentication route', () => {
    expect(resolveReturnUrl('?returnUrl=/authentication/login', ORIGIN)).toBe('/secure');
  });

  it('throws the spec text for another origin', () => {
    expect(() => resolveReturnUrl('?returnUrl=https://evil.example/', ORIGIN)).toThrow(InvalidReturnUrlError);
    expect(() => resolveReturnUrl('?returnUrl=https://evil.example/', ORIGIN)).toThrow(
      TEXTS.invalidReturnUrl,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { displayWebsite, phoneHref, websiteHref } from './contact-links.ts';

describe('contact links', () => {
  it('dials digits and a leading plus only', () => {
    expect(phoneHref(' +49 30 2345-6780 ')).toBe('tel:+493023456780');
    expect(phoneHref('(512) 555-0142')).toBe('tel:5125550142');
  });

  it('links http(s) websites only, giving a bare host https', () => {
    expect(websiteHref('kraftwerk.example/berlin')).toBe('https://kraftwerk.example/berlin');
    expect(websiteHref('http://kraftwerk.example')).toBe('http://kraftwerk.example/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });

  it('shows a website without scheme, www. and a bare trailing slash', () => {
    expect(displayWebsite('https://www.kraftwerk.example/')).toBe('kraftwerk.example');
    expect(displayWebsite('https://kraftwerk.example/berlin')).toBe('kraftwerk.example/berlin');
  });
});

import { describe, expect, it } from 'vitest';
import { CANCELLATION_HELP_DESK_URL } from '../../lib/external-links.ts';
import { cancellationLink, studioLegalLinks } from './footer-links.ts';

describe('cancellationLink', () => {
  it('is absent unless the user has CONTRACT and the studio cancels online', () => {
    expect(cancellationLink({ allowed: false, customLink: false, studioUuid: 'abc' })).toBeNull();
  });

  it("goes to the studio's contract page with cancel=1", () => {
    expect(cancellationLink({ allowed: true, customLink: false, studioUuid: 'abc' })?.target).toEqual({
      kind: 'route',
      to: '/studio/abc/contract?cancel=1',
    });
  });

  it('goes to the external help desk for brands with a custom cancellation link', () => {
    expect(cancellationLink({ allowed: true, customLink: true, studioUuid: 'abc' })?.target).toEqual({
      kind: 'external',
      href: CANCELLATION_HELP_DESK_URL,
    });
  });
});

describe('studioLegalLinks', () => {
  it('never links an external legal info that is not an http(s) address', () => {
    const [link] = studioLegalLinks([{ type: 'IMPRINT', text: 'javascript:alert(1)', externalUrl: true }], 'abc');
    expect(link?.target).toEqual({ kind: 'route', to: '/studio/abc/studio-imprint' });
  });
});

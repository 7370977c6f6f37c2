import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, isExternalHref } from './app-link.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['mailto:info@example.com', true],
    ['tel:+4930123', true],
    ['/studios', false],
    ['studio/12', false],
  ])('%s leaves the app: %s', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});

describe('AppLink', () => {
  it('navigates in-app paths through the router', async () => {
    const { user } = renderUi(
      <Routes>
        <Route path="/" element={<AppLink href="/studios">Studios</AppLink>} />
        <Route path="/studios" element={<h1>Studio finder</h1>} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'Studios' }));
    expect(screen.getByRole('heading', { name: 'Studio finder' })).toBeInTheDocument();
  });

  it('keeps other addresses as normal links', () => {
    renderUi(<AppLink href="mailto:info@example.com">Write to us</AppLink>);
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:info@example.com');
  });
});

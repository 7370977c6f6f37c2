import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('RichText', () => {
  it('inserts simple HTML without scripts or event handlers', () => {
    const { container } = renderUi(
      <RichText text={'<h2>Terms</h2><p onclick="steal()">Be <strong>kind</strong></p><script>steal()</script>'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('kind').tagName).toBe('STRONG');
    expect(container.querySelector('script, [onclick]')).toBeNull();
  });

  it('keeps plain text as text, line breaks included', () => {
    renderUi(<RichText text={'1 < 2\nSecond line'} />);
    const text = screen.getByText(/1 < 2/);
    expect(text.textContent).toBe('1 < 2\nSecond line');
    expect(text.className).toMatch(/plain/);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './tag.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Tag', () => {
  it.each(['small', 'medium', 'large'] as const)('comes in size %s', (size) => {
    renderUi(<Tag size={size}>New</Tag>);
    expect(screen.getByText('New').className).toMatch(new RegExp(size));
  });

  it('is medium by default and can be highlighted', () => {
    renderUi(<Tag highlighted>Sale</Tag>);
    expect(screen.getByText('Sale').className).toMatch(/medium/);
    expect(screen.getByText('Sale').className).toMatch(/highlighted/);
  });
});

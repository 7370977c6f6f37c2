import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Note } from './note.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Note', () => {
  it.each(['error', 'notice', 'warning'] as const)('shows a %s note with its icon', (type) => {
    const { container } = renderUi(<Note type={type}>Bring a lock</Note>);
    const note = screen.getByText('Bring a lock').parentElement as HTMLElement;
    expect(note.className).toMatch(new RegExp(type));
    expect(container.querySelector('svg')).not.toBeNull();
  });
});

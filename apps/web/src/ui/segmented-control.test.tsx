import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness() {
  const [value, setValue] = useState('list');
  return (
    <SegmentedControl
      label="View"
      value={value}
      onChange={setValue}
      options={[
        { value: 'list', label: 'List' },
        { value: 'calendar', label: 'Calendar' },
        { value: 'map', label: 'Map' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a radio group with one chosen segment', async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Map' }));
    expect(screen.getByRole('radio', { name: 'Map' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'false');
  });

  it('moves and chooses with arrow keys, Home and End', async () => {
    const { user } = renderUi(<Harness />);
    screen.getByRole('radio', { name: 'List' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Calendar' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Calendar' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Map' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Map' })).toHaveAttribute('aria-checked', 'true');
  });
});

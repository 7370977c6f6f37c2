import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PillOptions } from './pill-options.tsx';
import { renderUi } from './testing/render-ui.tsx';

const options = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday', disabled: true },
  { value: 'thu', label: 'Thursday' },
];

function Harness({ multiple = false, all = false }: { multiple?: boolean; all?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <PillOptions
      label="Days"
      options={options}
      value={value}
      onChange={setValue}
      multiple={multiple}
      allLabel={all ? 'All days' : undefined}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent)
    .join(',');

describe('PillOptions', () => {
  it('single choice: a pill replaces the choice, choosing it again clears it', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Tuesday' }));
    expect(pressed()).toBe('Tuesday');
    await user.click(screen.getByRole('button', { name: 'Tuesday' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  it('multiple choice adds pills; the all option is chosen while nothing else is and clears the choice', async () => {
    const { user } = renderUi(<Harness multiple all />);
    expect(pressed()).toBe('All days');
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Thursday' }));
    expect(pressed()).toBe('Monday,Thursday');
    await user.click(screen.getByRole('button', { name: 'All days' }));
    expect(pressed()).toBe('All days');
  });

  it('moves between enabled pills with arrow keys, Home and End, and chooses with Enter and Space', async () => {
    const { user } = renderUi(<Harness multiple />);
    screen.getByRole('button', { name: 'Monday' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tuesday' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveFocus();
    await user.keyboard(' ');
    expect(pressed()).toBe('Monday,Thursday');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Thursday' })).toHaveFocus();
  });

  it('disables options', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('button', { name: 'Wednesday' })).toBeDisabled();
  });
});

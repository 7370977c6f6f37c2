import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group.tsx';
import { renderUi } from './testing/render-ui.tsx';

const options = [
  { value: 'yoga', label: 'Yoga' },
  { value: 'spinning', label: 'Spinning' },
  { value: 'boxing', label: 'Boxing', disabled: true },
];

function Harness({ onValue }: { onValue: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      label="Interests"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('adds and removes choices', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Harness onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'Interests' })).toBeInTheDocument();
    const [yoga, spinning, boxing] = screen.getAllByRole('checkbox');
    await user.click(yoga as HTMLElement);
    await user.click(spinning as HTMLElement);
    expect(onValue).toHaveBeenLastCalledWith(['yoga', 'spinning']);
    await user.click(yoga as HTMLElement);
    expect(onValue).toHaveBeenLastCalledWith(['spinning']);
    expect(boxing).toBeDisabled();
  });
});

import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Birthday"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('formats typed digits to the locale mask and answers an ISO date once complete', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Harness onValue={onValue} />, { locale: 'de-DE' });
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');

    await user.type(input, '3112');
    expect(input).toHaveValue('31.12');
    expect(onValue).toHaveBeenLastCalledWith('31.12');

    await user.type(input, '1999');
    expect(input).toHaveValue('31.12.1999');
    expect(onValue).toHaveBeenLastCalledWith('1999-12-31');
  });

  it('keeps an impossible date as typed text, so validation can say it is invalid', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Harness onValue={onValue} />);
    await user.type(screen.getByLabelText('Birthday'), '31022001');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2001');
  });

  it('clears the value when the input has no digit', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Harness initial="1990-05-04" onValue={onValue} />);
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveValue('04/05/1990');
    await user.clear(input);
    await user.type(input, 'x');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('uses a numeric keyboard and shows field errors', () => {
    renderUi(<DateField label="Birthday" value="" onChange={() => undefined} error="commons.validation.date" />);
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('Invalid date');
  });
});

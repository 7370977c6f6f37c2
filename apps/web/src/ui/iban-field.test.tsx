import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IbanField } from './iban-field.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <IbanField
      label="IBAN"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('IbanField', () => {
  it('shows the IBAN upper-cased in blocks of four and hands it on without spaces', async () => {
    const values: string[] = [];
    renderUi(<Harness onValue={(value) => values.push(value)} />);
    const field = screen.getByLabelText('IBAN');
    await userEvent.type(field, 'de89370400 44053201 3000');
    expect(field).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(values.at(-1)).toBe('DE89370400440532013000');
  });

  it('keeps a pasted IBAN with odd spacing in the same blocks', async () => {
    renderUi(<Harness onValue={() => undefined} />);
    const field = screen.getByLabelText('IBAN');
    await userEvent.click(field);
    await userEvent.paste('  gb29 nwbk 6016 1331 9268 19 ');
    expect(field).toHaveValue('GB29 NWBK 6016 1331 9268 19');
  });
});

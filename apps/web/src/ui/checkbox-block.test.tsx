import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { textBlock } from '../lib/validators.ts';
import { CheckboxBlock } from './checkbox-block.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxBlock
      title="House rules"
      checked={checked}
      disabled={disabled}
      error={textBlock(checked, 'House rules')}
      onChange={(event) => setChecked(event.target.checked)}
    >
      <p>Bring a towel.</p>
    </CheckboxBlock>
  );
}

describe('CheckboxBlock', () => {
  it('shows the text block under its title with an accept checkbox', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('region', { name: 'House rules' })).toHaveTextContent('Bring a towel.');
    expect(screen.getByRole('checkbox', { name: 'I have read and accept this text' })).not.toBeChecked();
  });

  it('asks to accept the named block until it is accepted', async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.getByText('Please accept the "House rules" text block')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByText(/Please accept/)).toBeNull();
  });

  it('can be disabled', () => {
    renderUi(<Harness disabled />);
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});

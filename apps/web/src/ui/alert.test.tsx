import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['information', 'status'],
    ['success', 'status'],
  ] as const)('a %s alert has the role %s', (severity, role) => {
    renderUi(
      <Alert severity={severity} title="Heads up">
        Details
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('Heads upDetails');
    expect(screen.getByRole(role).className).toMatch(new RegExp(severity));
  });

  it('has a close button when it can be closed', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <Alert severity="information" onClose={onClose}>
        Saved
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '@motus/i18n/catalogues';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uiI18n } from '../../ui/testing/render-ui.tsx';
import { NO_SIGNATURE, type Signature, SignatureField, signatureImage } from './signature-field.tsx';

function Harness({ onImage }: { onImage: (image: string | null) => void }) {
  const [value, setValue] = useState<Signature>(NO_SIGNATURE);
  return (
    <SignatureField
      value={value}
      onChange={(next) => {
        setValue(next);
        onImage(signatureImage(next));
      }}
    />
  );
}

/** The ui building blocks' texts and this feature's, in English. */
function renderWithTexts(ui: ReactNode) {
  const i18n = uiI18n('en-GB');
  const signup = JSON.parse(readFileSync(join(LOCALES_DIR, 'en-GB', 'signup.json'), 'utf8'));
  i18n.addResourceBundle('en-GB', 'translation', signup, true, false);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

beforeEach(() => {
  // jsdom has no canvas drawing: a stand-in context takes the strokes.
  const context = { setTransform: vi.fn(), beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});

describe('SignatureField', () => {
  it('gives an image once a line is drawn, by mouse or by finger, and none after Clear', async () => {
    const images: (string | null)[] = [];
    renderWithTexts(<Harness onImage={(image) => images.push(image)} />);
    const pad = screen.getByRole('img', { name: /Signature/ });
    for (const pointerType of ['mouse', 'touch']) {
      fireEvent.pointerDown(pad, { button: 0, clientX: 10, clientY: 10, pointerId: 1, pointerType });
      fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1, pointerType });
      fireEvent.pointerUp(pad, { clientX: 40, clientY: 30, pointerId: 1, pointerType });
      expect(images.at(-1)).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(images.at(-1)).toBeNull();
  });

  it('lets a keyboard user sign by typing the full name instead', async () => {
    const images: (string | null)[] = [];
    renderWithTexts(<Harness onImage={(image) => images.push(image)} />);
    const typeName = screen.getByRole('radio', { name: 'Type name' });
    typeName.focus();
    await userEvent.keyboard(' ');
    await userEvent.type(screen.getByLabelText(/Your full name as signature/), 'Max Muster');
    expect(decodeURIComponent(images.at(-1) ?? '')).toContain('>Max Muster</text>');
    expect(screen.queryByRole('img', { name: /Signature/ })).not.toBeInTheDocument();
  });
});

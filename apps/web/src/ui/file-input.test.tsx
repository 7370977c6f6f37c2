import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input.tsx';
import { renderUi } from './testing/render-ui.tsx';

afterEach(() => vi.restoreAllMocks());

describe('FileInput', () => {
  it('reads the chosen file as a data URL and resets the input', async () => {
    const onFile = vi.fn();
    const { user } = renderUi(<FileInput label="Upload photo" accept="image/*" onFile={onFile} />);
    const input = screen.getByLabelText('Upload photo') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');

    const file = new File(['hello'], 'hello.png', { type: 'image/png' });
    await user.upload(input, file);

    await waitFor(() => expect(onFile).toHaveBeenCalledOnce());
    expect(onFile).toHaveBeenCalledWith({ file, dataUrl: `data:image/png;base64,${btoa('hello')}` });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('only logs a file that cannot be read', async () => {
    const onFile = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    const { user } = renderUi(<FileInput label="Upload" onFile={onFile} />);
    await user.upload(screen.getByLabelText('Upload'), new File(['x'], 'broken.png'));
    await waitFor(() => expect(log).toHaveBeenCalledWith('File broken.png could not be read', null));
    expect(onFile).not.toHaveBeenCalled();
  });

  it('has disabled and error states', () => {
    renderUi(<FileInput label="Upload" onFile={() => undefined} disabled error="commons.validation.required" />);
    const input = screen.getByLabelText('Upload');
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('This value is required');
  });
});

import { type ChangeEvent, type ReactNode, useId } from 'react';
import { cx } from './class-names.ts';
import { type FieldMessage, FieldNote, messageId } from './field.tsx';
import styles from './file-input.module.css';
import { UploadIcon } from './icons.tsx';

/** A chosen file and its content as a data URL (spec 002 section 3). */
export interface UploadedFile {
  file: File;
  dataUrl: string;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface FileInputProps {
  label: ReactNode;
  /** File types, as the input's accept attribute ('image/*', '.pdf'). */
  accept?: string;
  multiple?: boolean;
  onFile(entry: UploadedFile): void;
  disabled?: boolean;
  error?: FieldMessage | undefined;
  hint?: ReactNode;
}

/**
 * A button that picks files and reads each one locally as a data URL (nothing is sent). The input is reset afterwards
 * so the same file can be picked again; a file that cannot be read is only logged.
 */
export function FileInput({ label, accept, multiple, onFile, disabled, error, hint }: FileInputProps) {
  const id = useId();
  const noteId = messageId(id);

  async function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    await Promise.all(
      files.map(async (file) => {
        try {
          onFile({ file, dataUrl: await readAsDataUrl(file) });
        } catch (failure) {
          console.error(`File ${file.name} could not be read`, failure);
        }
      }),
    );
    input.value = '';
  }

  return (
    <div className={styles.fileInput}>
      <label className={cx(styles.button, error && styles.invalid, disabled && styles.disabled)} htmlFor={id}>
        <UploadIcon />
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        onChange={change}
      />
      <FieldNote id={noteId} error={error} hint={hint} />
    </div>
  );
}

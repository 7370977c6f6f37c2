import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../../ui/field.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { type SignatureValue, typedSignatureDataUrl } from '../../ui/signature.ts';
import { SignaturePad } from '../../ui/signature-pad.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** Drawn on the pad (mouse, pen, finger) or, the keyboard's way, the typed full name. */
export type Signature = { mode: 'draw'; value: SignatureValue | null } | { mode: 'type'; name: string };

export const NO_SIGNATURE: Signature = { mode: 'draw', value: null };

/** The signature as an SVG data URL; null while nothing is drawn or typed. */
export function signatureImage(signature: Signature): string | null {
  if (signature.mode === 'draw')
    return signature.value && signature.value.lines.length > 0 ? signature.value.dataUrl : null;
  return signature.name.trim() ? typedSignatureDataUrl(signature.name) : null;
}

interface SignatureFieldProps {
  value: Signature;
  onChange(value: Signature): void;
  error?: FieldMessage | undefined;
  disabled?: boolean;
}

export function SignatureField({ value, onChange, error, disabled }: SignatureFieldProps) {
  const { t } = useTranslation();
  const choose = (mode: string) => onChange(mode === 'type' ? { mode: 'type', name: '' } : NO_SIGNATURE);
  return (
    <>
      <SegmentedControl
        label={t('signup.sign.mode')}
        options={[
          { value: 'draw', label: t('signup.sign.draw') },
          { value: 'type', label: t('signup.sign.type') },
        ]}
        value={value.mode}
        onChange={choose}
      />
      {value.mode === 'draw' ? (
        <SignaturePad
          label={t('signup.sign.signature')}
          required
          disabled={disabled}
          value={value.value}
          onChange={(drawn) => onChange({ mode: 'draw', value: drawn })}
          error={error}
        />
      ) : (
        <TextField
          label={t('signup.sign.typedName')}
          hint={t('signup.sign.typedHint')}
          autoComplete="name"
          required
          disabled={disabled}
          value={value.name}
          onChange={(event) => onChange({ mode: 'type', name: event.target.value })}
          error={error}
        />
      )}
    </>
  );
}

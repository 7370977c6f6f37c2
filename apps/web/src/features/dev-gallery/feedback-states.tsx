import { useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { FileInput, type UploadedFile } from '../../ui/file-input.tsx';
import { Note } from '../../ui/note.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import type { SignatureValue } from '../../ui/signature.ts';
import { SignaturePad } from '../../ui/signature-pad.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Tag } from '../../ui/tag.tsx';
import styles from './dev-gallery.module.css';
import { GallerySection, GalleryState } from './gallery-section.tsx';

function InputStates() {
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [upload, setUpload] = useState<UploadedFile | null>(null);
  return (
    <GallerySection id="signature" title="Signature pad, file input, links">
      <GalleryState label="Signature pad: empty (error) / drawing" wide>
        <SignaturePad
          label="Signature"
          value={signature}
          onChange={setSignature}
          required
          error={signature ? undefined : 'commons.validation.lines'}
        />
      </GalleryState>
      <GalleryState label="Signature pad: disabled">
        <SignaturePad label="Signature" value={null} onChange={() => undefined} disabled />
      </GalleryState>
      <GalleryState label="File input: reads locally, then resets">
        <FileInput
          label="Upload a photo"
          accept="image/*"
          onFile={setUpload}
          hint={upload ? `${upload.file.name}, ${upload.dataUrl.length} characters` : 'Nothing chosen yet'}
        />
        <FileInput label="Disabled" onFile={() => undefined} disabled />
        <FileInput label="With error" onFile={() => undefined} error="commons.validation.required" />
      </GalleryState>
      <GalleryState label="Links: in-app and external">
        <div className={styles.links}>
          <AppLink href="/studios">Studio finder (in the app)</AppLink>
          <AppLink href="https://example.com">example.com (normal link)</AppLink>
          <AppLink href="mailto:info@example.com">info@example.com</AppLink>
        </div>
      </GalleryState>
    </GallerySection>
  );
}

export function FeedbackStates() {
  return (
    <>
      <GallerySection id="button" title="Button and spinner">
        <GalleryState label="Sizes S, M, L">
          <div className={styles.row}>
            <Button size="s">Small</Button>
            <Button>Medium</Button>
            <Button size="l">Large</Button>
          </div>
        </GalleryState>
        <GalleryState label="Secondary, disabled, loading">
          <div className={styles.row}>
            <Button variant="secondary">Secondary</Button>
            <Button disabled>Disabled</Button>
            <Button loading>Saving</Button>
            <Button variant="secondary" loading>
              Loading
            </Button>
          </div>
        </GalleryState>
        <GalleryState label="Spinner">
          <Spinner label="Loading" />
        </GalleryState>
      </GallerySection>

      <GallerySection id="progress" title="Progress bar and tags">
        <GalleryState label="Progress: small 90 px / large 150 px">
          <ProgressBar label="Points" value={1} max={3} size="small" showValue />
          <ProgressBar label="Points" value={7} max={10} showValue />
          <ProgressBar label="Empty" value={0} max={10} showValue />
        </GalleryState>
        <GalleryState label="Tags: small, medium, large, highlighted">
          <div className={styles.row}>
            <Tag size="small">Small</Tag>
            <Tag>Medium</Tag>
            <Tag size="large">Large</Tag>
            <Tag highlighted>New</Tag>
          </div>
        </GalleryState>
      </GallerySection>

      <GallerySection id="messages" title="Notes, alerts and errors">
        <GalleryState label="Notes">
          <Note type="notice">Bring your own lock.</Note>
          <Note type="warning">Only 2 places left.</Note>
          <Note type="error">This class is cancelled.</Note>
        </GalleryState>
        <GalleryState label="Alerts (768 px)" wide>
          <Alert severity="information" title="Information">
            The studio closes early on public holidays.
          </Alert>
          <Alert severity="success" title="Booked" onClose={() => undefined}>
            See you on Monday.
          </Alert>
          <Alert severity="warning">Your contract ends in 30 days.</Alert>
          <Alert severity="error" title="Payment failed">
            Please check your bank details.
          </Alert>
        </GalleryState>
        <GalleryState label="Error messages: keys, items with a TIMESTAMP, sanitized HTML">
          <ErrorMessages
            errors={[
              'commons.validation.iban',
              { errorCode: 'Booking opens {0}', typedArgs: [{ type: 'TIMESTAMP', value: '2030-01-06T08:00:00Z' }] },
              { message: 'Info: See <a href="/help">our help</a>.<script>alert(1)</script>' },
              'UNKNOWN_ERROR_ID',
            ]}
          />
        </GalleryState>
        <GalleryState label="Runtime error notice and error list">
          <ErrorNotice error={new Error('Loading chunk 12 failed')} />
          <ErrorList title="The studio could not be loaded" errors={['commons.validation.wrongValue']} />
        </GalleryState>
      </GallerySection>

      <InputStates />
    </>
  );
}

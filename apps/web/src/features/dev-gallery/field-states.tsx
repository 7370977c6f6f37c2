import { useState } from 'react';
import { email, password as passwordRule, textBlock } from '../../lib/validators.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { CheckboxBlock } from '../../ui/checkbox-block.tsx';
import { CheckboxGroup } from '../../ui/checkbox-group.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PillOptions } from '../../ui/pill-options.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { GallerySection, GalleryState } from './gallery-section.tsx';

const COUNTRIES = [
  { value: 'de', label: 'Germany' },
  { value: 'at', label: 'Austria' },
  { value: 'ch', label: 'Switzerland' },
];
const PLANS = [
  { value: 'flex', label: 'Flex (monthly)' },
  { value: 'year', label: 'Yearly' },
  { value: 'student', label: 'Student', disabled: true },
];
const DAYS = [
  { value: 'mon', label: 'Mon' },
  { value: 'tue', label: 'Tue' },
  { value: 'wed', label: 'Wed' },
  { value: 'thu', label: 'Thu', disabled: true },
];

function LiveFields() {
  const [mail, setMail] = useState('ada@');
  const [secret, setSecret] = useState('short');
  const [birthday, setBirthday] = useState('');
  return (
    <>
      <GalleryState label="E-mail: typed, validated live">
        <EmailField
          label="E-mail"
          value={mail}
          onChange={(event) => setMail(event.target.value)}
          error={email(mail)}
          valid={!email(mail)}
          required
        />
      </GalleryState>
      <GalleryState label="Password: show/hide, validated live">
        <PasswordField
          label="Password"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          error={passwordRule(secret)}
          valid={!passwordRule(secret)}
        />
      </GalleryState>
      <GalleryState label="Date: masked to the locale">
        <DateField label="Birthday" value={birthday} onChange={setBirthday} hint={`Value: ${birthday || '(empty)'}`} />
      </GalleryState>
    </>
  );
}

export function FieldStates() {
  const [accepted, setAccepted] = useState(false);
  const [plan, setPlan] = useState<string | null>('flex');
  const [interests, setInterests] = useState<string[]>(['yoga']);
  const [single, setSingle] = useState<string[]>(['tue']);
  const [multiple, setMultiple] = useState<string[]>([]);
  return (
    <>
      <GallerySection id="text-field" title="Text, e-mail, password and date fields">
        <GalleryState label="Empty">
          <TextField label="First name" placeholder="Ada" />
        </GalleryState>
        <GalleryState label="Required">
          <TextField label="Last name" required />
        </GalleryState>
        <GalleryState label="Error">
          <TextField label="City" defaultValue="" error="commons.validation.required" required />
        </GalleryState>
        <GalleryState label="Valid">
          <TextField label="City" defaultValue="Berlin" valid />
        </GalleryState>
        <GalleryState label="Disabled">
          <TextField label="Member number" defaultValue="100-2381" disabled />
        </GalleryState>
        <LiveFields />
      </GallerySection>

      <GallerySection id="select" title="Select">
        <GalleryState label="Placeholder">
          <Select label="Country" options={COUNTRIES} placeholder="Choose a country" defaultValue="" />
        </GalleryState>
        <GalleryState label="Error, required">
          <Select
            label="Country"
            options={COUNTRIES}
            placeholder="Choose"
            defaultValue=""
            required
            error="commons.validation.required"
          />
        </GalleryState>
        <GalleryState label="Disabled">
          <Select label="Country" options={COUNTRIES} defaultValue="at" disabled />
        </GalleryState>
      </GallerySection>

      <GallerySection id="checkbox" title="Checkbox, checkbox block, radio and checkbox options">
        <GalleryState label="Unchecked / checked / disabled">
          <Checkbox label="Send me the newsletter" />
          <Checkbox label="Remember me" defaultChecked />
          <Checkbox label="Locked" disabled defaultChecked />
        </GalleryState>
        <GalleryState label="Error, required">
          <Checkbox label="I accept the terms" required error="commons.validation.terms" />
        </GalleryState>
        <GalleryState label="Checkbox block (validated)" wide>
          <CheckboxBlock
            title="House rules"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            error={textBlock(accepted, 'House rules')}
            required
          >
            <p>Please bring a towel, wipe the equipment after use and put the weights back.</p>
          </CheckboxBlock>
        </GalleryState>
        <GalleryState label="Radio group">
          <RadioGroup label="Membership" options={PLANS} value={plan} onChange={setPlan} required />
        </GalleryState>
        <GalleryState label="Radio group: error, disabled">
          <RadioGroup
            label="Membership"
            options={PLANS}
            value={null}
            onChange={() => undefined}
            error="commons.validation.required"
          />
          <RadioGroup
            label="Membership"
            options={PLANS}
            value="year"
            onChange={() => undefined}
            disabled
            orientation="horizontal"
          />
        </GalleryState>
        <GalleryState label="Checkbox options">
          <CheckboxGroup
            label="Interests"
            options={[
              { value: 'yoga', label: 'Yoga' },
              { value: 'spinning', label: 'Spinning' },
              { value: 'boxing', label: 'Boxing', disabled: true },
            ]}
            value={interests}
            onChange={setInterests}
          />
        </GalleryState>
      </GallerySection>

      <GallerySection id="pills" title="Pill options">
        <GalleryState label="Single choice">
          <PillOptions label="Day" options={DAYS} value={single} onChange={setSingle} />
        </GalleryState>
        <GalleryState label="Multiple choice with 'all'">
          <PillOptions
            label="Days"
            options={DAYS}
            value={multiple}
            onChange={setMultiple}
            multiple
            allLabel="All days"
          />
        </GalleryState>
        <GalleryState label="Error / disabled">
          <PillOptions
            label="Day"
            options={DAYS}
            value={[]}
            onChange={() => undefined}
            error="commons.validation.required"
          />
          <PillOptions label="Day" options={DAYS} value={['mon']} onChange={() => undefined} disabled />
        </GalleryState>
      </GallerySection>
    </>
  );
}

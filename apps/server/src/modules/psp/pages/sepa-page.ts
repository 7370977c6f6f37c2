import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MandateInput } from '../hosted-payment.ts';
import {
  button,
  cancelForm,
  described,
  errorSummary,
  fieldMessages,
  inputField,
  postForm,
  type SessionPage,
  summary,
} from './layout.ts';

/** The IBAN the docs and the page offer for trying the mandate. */
const TEST_IBAN = 'DE89 3704 0044 0532 0130 00';

export type MandateField = keyof MandateInput | 'mandate';

export interface MandateFormState {
  values: Partial<MandateInput>;
  problems: Partial<Record<MandateField, string>>;
}

function mandateCheckbox(page: SessionPage, error: string | undefined): string {
  return [
    '<div class="psp-field psp-check">',
    `<input id="mandate" name="mandate" type="checkbox" value="accepted" required${error ? ' aria-invalid="true"' : ''}${described('mandate', { error })}>`,
    `<label for="mandate">${escapeHtml(page.t('sepa.mandate'))}</label>`,
    fieldMessages('mandate', { error }),
    '</div>',
  ].join('');
}

/** IBAN, account holder and the mandate; a valid IBAN leaves the debit PENDING. */
export function renderSepa(page: SessionPage, state: MandateFormState): string {
  const { t } = page;
  const error = (field: MandateField) => {
    const problem = state.problems[field];
    return problem ? t(`errors.${problem}`) : undefined;
  };
  const order: MandateField[] = ['iban', 'holder', 'mandate'];
  const firstProblem = order.find((field) => state.problems[field]);
  const fields = [
    inputField({
      name: 'iban',
      label: t('sepa.iban'),
      value: state.values.iban,
      error: error('iban'),
      hint: t('sepa.ibanHint', { iban: TEST_IBAN }),
      autocomplete: 'off',
      autofocus: firstProblem === 'iban',
    }),
    inputField({
      name: 'holder',
      label: t('sepa.holder'),
      value: state.values.holder,
      error: error('holder'),
      autocomplete: 'name',
      autofocus: firstProblem === 'holder',
    }),
    mandateCheckbox(page, error('mandate')),
  ].join('');
  return [
    summary(page),
    errorSummary(t, firstProblem !== undefined),
    postForm(page, 'mandate', `${fields}${button(t('sepa.submit'), 'primary')}`),
    cancelForm(page),
  ].join('');
}

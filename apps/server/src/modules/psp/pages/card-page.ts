import { escapeHtml } from '../../../lib/escape-html.ts';
import type { CardBehaviour, CardField, CardInput, CardProblems } from '../test-cards.ts';
import { groupedCardNumber, TEST_CARDS } from '../test-cards.ts';
import {
  button,
  cancelForm,
  errorSummary,
  inputField,
  isTokenization,
  postForm,
  type SessionPage,
  sessionAmount,
  summary,
} from './layout.ts';
import type { Translate } from './texts.ts';

export interface CardFormState {
  values: Partial<CardInput>;
  problems: CardProblems;
}

const FIELDS: { name: CardField; autocomplete: string; numeric: boolean }[] = [
  { name: 'number', autocomplete: 'cc-number', numeric: true },
  { name: 'expiry', autocomplete: 'cc-exp', numeric: false },
  { name: 'cvc', autocomplete: 'cc-csc', numeric: true },
  { name: 'holder', autocomplete: 'cc-name', numeric: false },
];

function outcomeText(t: Translate, behaviour: CardBehaviour): string {
  if (behaviour.status === 'AUTHORIZED') return t('card.outcomes.authorized');
  if (behaviour.status === 'CHALLENGE') return t('card.outcomes.challenge');
  return behaviour.declineCode === 'INSUFFICIENT_FUNDS'
    ? t('card.outcomes.insufficientFunds')
    : t('card.outcomes.declined');
}

/** The published test numbers, folded away: this is a test provider and says so. */
function testCards(t: Translate): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td class="psp-number">${groupedCardNumber(card.number)}</td><td>${escapeHtml(outcomeText(t, card.behaviour))}</td></tr>`,
  ).join('');
  return [
    `<details class="psp-testcards"><summary>${escapeHtml(t('card.testCards'))}</summary>`,
    `<p>${escapeHtml(t('card.testCardsHint'))}</p>`,
    `<table><thead><tr><th scope="col">${escapeHtml(t('card.numberColumn'))}</th>`,
    `<th scope="col">${escapeHtml(t('card.outcomeColumn'))}</th></tr></thead><tbody>${rows}</tbody></table>`,
    '</details>',
  ].join('');
}

export function cardPageTitle(page: SessionPage): string {
  return page.t(isTokenization(page.session) ? 'saveMethod.title' : 'card.title');
}

export function renderCardForm(page: SessionPage, state: CardFormState): string {
  const { t } = page;
  const firstProblem = FIELDS.find((field) => state.problems[field.name])?.name;
  const fields = FIELDS.map((field) => {
    const problem = state.problems[field.name];
    return inputField({
      name: field.name,
      label: t(`card.${field.name}`),
      value: field.name === 'cvc' ? undefined : state.values[field.name],
      error: problem ? t(`errors.${problem}`) : undefined,
      autocomplete: field.autocomplete,
      inputmode: field.numeric ? 'numeric' : 'text',
      autofocus: field.name === firstProblem,
    });
  }).join('');
  const submit = isTokenization(page.session) ? t('card.save') : t('card.pay', { amount: sessionAmount(page) });
  return [
    summary(page),
    errorSummary(t, firstProblem !== undefined),
    postForm(page, 'card', `${fields}${button(submit, 'primary')}`),
    testCards(t),
    cancelForm(page),
  ].join('');
}

import { ApiError } from '@motus/contract/client';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ErrorMessages } from './error-messages.tsx';
import { errorTexts, shownError, UNEXPECTED_ERROR } from './error-text.ts';
import { renderUi, uiI18n } from './testing/render-ui.tsx';

const t = uiI18n().t;

describe('errorTexts', () => {
  it('translates message keys and shows unknown ids as themselves', () => {
    expect(errorTexts(['commons.validation.email', 'NO_SUCH_ID'], t)).toEqual(['Invalid email address', 'NO_SUCH_ID']);
  });

  it('takes objects with a message and errors, dropping a leading "Info: "', () => {
    expect(errorTexts({ message: 'Info: Class is full' }, t)).toEqual(['Class is full']);
    expect(errorTexts(new Error('Info: Try later'), t)).toEqual(['Try later']);
  });

  it('takes an error field holding a key, an error-code object or a list of error items', () => {
    expect(errorTexts({ error: 'commons.validation.iban' }, t)).toEqual(['Invalid IBAN']);
    expect(errorTexts({ error: { errorCode: 'commons.validation.bic' } }, t)).toEqual(['Invalid BIC']);
    expect(errorTexts({ error: { errorCode: 'UNKNOWN_CODE', errorMessage: 'Something odd' } }, t)).toEqual([
      'Something odd',
    ]);
    expect(
      errorTexts(
        {
          error: [
            { errorCode: 'commons.validation.iban', typedArgs: [] },
            { errorCode: 'BOOKING_CLOSED', typedArgs: [{ type: 'STRING', value: 'x' }] },
          ],
        },
        t,
      ),
    ).toEqual(['Invalid IBAN', 'BOOKING_CLOSED']);
  });

  it('fills positional arguments and shows TIMESTAMP arguments as a local date-time', () => {
    const at = '2025-03-01T17:30:00Z';
    const [text] = errorTexts(
      {
        errorCode: 'Booking opens {0} for {1}',
        typedArgs: [
          { type: 'TIMESTAMP', value: at },
          { type: 'STRING', value: 'Yoga' },
        ],
      },
      t,
      'en-GB',
    );
    const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(text).toBe(`Booking opens ${local} for Yoga`);
  });
});

describe('errorTexts of a failed call', () => {
  const callT = i18next.createInstance();
  void callT.init({
    lng: 'en-GB',
    initAsync: false,
    resources: {
      'en-GB': {
        translation: {
          nox: { mobile: { wrong: { credentials: 'Wrong e-mail address or password.' } } },
          account: { errors: { WRONG_PASSWORD: 'The current password is wrong.' } },
        },
      },
    },
  });
  const translate = callT.t.bind(callT);
  const body = (errorCode: string) => ({ errorCode, errorMessage: 'Not quite', traceId: 't' });

  it("translates the call's own status-message key", () => {
    expect(errorTexts(new ApiError(401, 'nox.mobile.wrong.credentials', null), translate)).toEqual([
      'Wrong e-mail address or password.',
    ]);
  });

  it('translates the error code under account.errors, else shows the message without "Info: "', () => {
    expect(errorTexts(new ApiError(400, 'Info: Not quite', body('WRONG_PASSWORD')), translate)).toEqual([
      'The current password is wrong.',
    ]);
    expect(errorTexts(new ApiError(400, 'Info: Not quite', body('SOMETHING_NEW')), translate)).toEqual(['Not quite']);
    expect(errorTexts(new ApiError(500, 'Server trouble', 'oops'), translate)).toEqual(['Server trouble']);
  });

  it('shows anything that is no answer of the server as unexpected', () => {
    const failed = new ApiError(409, 'x', null);
    expect(shownError(failed)).toBe(failed);
    expect(shownError(new TypeError('Failed to fetch'))).toBe(UNEXPECTED_ERROR);
  });
});

describe('ErrorMessages', () => {
  it('shows the errors as a list', () => {
    renderUi(<ErrorMessages errors={['commons.validation.required', { message: 'Server down' }]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This value is required',
      'Server down',
    ]);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('inserts message markup as sanitized HTML', () => {
    renderUi(
      <ErrorMessages
        errors={{ message: 'See <a href="/help">help</a><img src=x onerror="alert(1)"><script>alert(2)</script>' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('href', '/help');
    const item = screen.getByRole('listitem');
    expect(item.innerHTML).not.toMatch(/onerror|script/);
  });

  it('renders nothing without errors', () => {
    const { container } = renderUi(<ErrorMessages errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

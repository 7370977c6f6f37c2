import { ApiError } from '@motus/contract/client';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStepProps } from '../../lib/checkout-parts.tsx';
import { renderCheckout } from '../../test/checkout-test-kit.tsx';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { PaymentStep } from './payment-step.tsx';

const TYPES = '/v2/public/paymentinstruments/availabe-payment-types';

afterEach(() => vi.unstubAllGlobals());

function serveTypes(paymentTypes: string[]) {
  return installFakeServer({ [TYPES]: () => json({ currency: 'EUR', paymentTypes }) });
}

function renderStep(props: Partial<PaymentStepProps> = {}) {
  const onCreate = vi.fn<PaymentStepProps['onCreate']>();
  const view = renderCheckout(
    <PaymentStep
      studioId={7}
      total={{ amount: 18, currency: 'EUR' }}
      creating={false}
      failure={null}
      onCreate={onCreate}
      {...props}
    />,
  );
  return { onCreate, ...view };
}

describe('PaymentStep', () => {
  it('offers the studio’s payment types by name, with the first chosen, and continues with it', async () => {
    const fetch = serveTypes(['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT']);
    const { user, onCreate } = renderStep();
    const group = await screen.findByRole('radiogroup', { name: /Payment method/ });
    expect(within(group).getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'SEPA direct debit' })).not.toBeChecked();
    expect(screen.getByText('€18.00')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('studioId=7');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onCreate).toHaveBeenCalledWith('CREDIT_CARD', undefined);
  });

  it('takes a voucher code behind “I have a voucher” and checks its length first', async () => {
    serveTypes(['CREDIT_CARD', 'PAYPAL']);
    const { user, onCreate } = renderStep();
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    const toggle = screen.getByRole('button', { name: 'I have a voucher' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const field = screen.getByLabelText('Voucher code');
    await user.type(field, 'AB');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A voucher code has 4 to 40 characters.')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(field, 'CD-2030 ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onCreate).toHaveBeenCalledWith('PAYPAL', 'ABCD-2030');
  });

  it('shows the server’s refusal in the buyer’s language', async () => {
    serveTypes(['CREDIT_CARD']);
    const failure = new ApiError(409, 'Voucher used up', { errorCode: 'VOUCHER_USED_UP', traceId: 't' });
    renderStep({ failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('This voucher has already been used up.');
  });

  it('says when the studio takes no online payment', async () => {
    serveTypes([]);
    renderStep();
    expect(await screen.findByText(/Online payment is not available at this studio/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('offers to load the payment types again when they fail', async () => {
    installFakeServer({});
    renderStep();
    expect(await screen.findByText('The payment methods could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

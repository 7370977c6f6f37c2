/** Every query of the payment pages starts with this key. */
export const paymentPagesKey = ['payment-pages'] as const;

export const requestKey = (id: string) => [...paymentPagesKey, 'request', id] as const;
export const requestCheckoutKey = (publicToken: string) =>
  [...paymentPagesKey, 'request-checkout', publicToken] as const;
export const methodConfigurationKey = (token: string) => [...paymentPagesKey, 'method', token] as const;
export const linkCustomerKey = (token: string) => [...paymentPagesKey, 'customer', token] as const;

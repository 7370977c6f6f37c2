import { register } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

type Registration = Omit<z.output<typeof register.body>, 'acceptTermsAndConditions' | 'locale'>;

/** Registers an account in the language the portal is shown in; the form submits only with the terms ticked. */
export function useRegister({ onSuccess }: { onSuccess: (answer: { email: string }) => void }) {
  const locale = useLocale();
  return useMutation({
    mutationFn: (values: Registration) =>
      api(register, { body: { ...values, acceptTermsAndConditions: true, locale } }),
    onSuccess,
  });
}

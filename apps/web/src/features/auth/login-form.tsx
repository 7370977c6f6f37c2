import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddress, PASSWORD_MAX_LENGTH, requiredText } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { EmailField } from '../../ui/email-field.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { useLogin } from './api/use-login.ts';
import styles from './auth.module.css';
import { loginErrorKey } from './login-error.ts';
import { useSessionStart } from './session-start.ts';

/** The username is the e-mail (the configuration spec 002 section 2 allows); an old password may predate the rules. */
const loginSchema = z.object({ username: emailAddress, password: requiredText(PASSWORD_MAX_LENGTH) });
type LoginValues = z.infer<typeof loginSchema>;

/** Login: e-mail, password with show/hide, 'Login' and the 'Forgot password' link (spec 002 section 2). */
export function LoginForm() {
  const { t } = useTranslation();
  const startSession = useSessionStart();
  const forgotPassword = useStickyTo('/password-forgot');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const mutation = useLogin({ onSuccess: startSession });

  return (
    <FormCard title={t('account.login.title')}>
      <form
        className={layout.form}
        aria-label={t('account.login.title')}
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <EmailField
          label={t('account.fields.email')}
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label={t('account.fields.password')}
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitRow
          label={t('account.login.submit')}
          loading={mutation.isPending}
          failure={mutation.error}
          describeFailure={loginErrorKey}
        >
          <Link to={forgotPassword} className={styles.link}>
            {t('account.login.forgotPassword')}
          </Link>
        </SubmitRow>
      </form>
    </FormCard>
  );
}

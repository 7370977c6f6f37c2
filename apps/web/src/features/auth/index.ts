export { LoginRegisterScreen } from './login-register-screen.tsx';
export { MigrationWizard } from './migration/migration-wizard.tsx';
export { PasswordForgotScreen } from './password-forgot-screen.tsx';
export { VerifyEmailScreen } from './verify-email-screen.tsx';
export { VerifyPasswordScreen } from './verify-password-screen.tsx';
export { VerifyRegisterScreen } from './verify-register-screen.tsx';

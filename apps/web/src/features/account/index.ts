export { AddEmailScreen } from './add-email-screen.tsx';
export { ChangeEmailScreen } from './change-email-screen.tsx';
export { ChangePasswordScreen } from './change-password-screen.tsx';
export { DeleteEmailScreen } from './delete-email-screen.tsx';
export { EmailsScreen } from './emails-screen.tsx';
export { ProfileScreen } from './profile-screen.tsx';
export { SettingsScreen } from './settings-screen.tsx';
export { VerifyAdditionalEmailScreen } from './verify-additional-email-screen.tsx';

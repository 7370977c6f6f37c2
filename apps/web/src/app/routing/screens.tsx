import type { ComponentType } from 'react';

type ScreenModule = () => Promise<ComponentType>;

/**
 * The screens that exist, each in its feature's chunk. A screen of the route table without an entry here renders
 * the translated placeholder inside the real shell until its feature lands.
 */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  home: async () => (await import('../../features/finder/index.ts')).HomeScreen,
  studio: async () => (await import('../../features/studio/index.ts')).StudioScreen,
  devGallery: async () => (await import('../../features/dev-gallery/index.ts')).DevGalleryScreen,
  loginRegister: async () => (await import('../../features/auth/index.ts')).LoginRegisterScreen,
  verifyRegister: async () => (await import('../../features/auth/index.ts')).VerifyRegisterScreen,
  passwordForgot: async () => (await import('../../features/auth/index.ts')).PasswordForgotScreen,
  verifyPassword: async () => (await import('../../features/auth/index.ts')).VerifyPasswordScreen,
  verifyEmail: async () => (await import('../../features/auth/index.ts')).VerifyEmailScreen,
  studioConnect: async () => (await import('../../features/studio-connect/index.ts')).StudioConnectScreen,
  settings: async () => (await import('../../features/account/index.ts')).SettingsScreen,
  profile: async () => (await import('../../features/account/index.ts')).ProfileScreen,
  changePassword: async () => (await import('../../features/account/index.ts')).ChangePasswordScreen,
  emails: async () => (await import('../../features/account/index.ts')).EmailsScreen,
  addEmail: async () => (await import('../../features/account/index.ts')).AddEmailScreen,
  changeEmail: async () => (await import('../../features/account/index.ts')).ChangeEmailScreen,
  deleteEmail: async () => (await import('../../features/account/index.ts')).DeleteEmailScreen,
  verifyAdditionalEmail: async () => (await import('../../features/account/index.ts')).VerifyAdditionalEmailScreen,
  studioList: async () => (await import('../../features/finder/index.ts')).StudioListScreen,
  courses: async () => (await import('../../features/courses/index.ts')).CourseScheduleScreen,
  myBookings: async () => (await import('../../features/my-bookings/index.ts')).MyBookingsScreen,
  news: async () => (await import('../../features/news/index.ts')).NewsScreen,
  studioImprint: async () => (await import('../../features/legal/index.ts')).StudioImprintScreen,
  studioTerms: async () => (await import('../../features/legal/index.ts')).StudioTermsScreen,
  studioPrivacy: async () => (await import('../../features/legal/index.ts')).StudioPrivacyScreen,
  studioRevocation: async () => (await import('../../features/legal/index.ts')).StudioRevocationScreen,
  terms: async () => (await import('../../features/legal/index.ts')).PortalTermsScreen,
  agreement: async () => (await import('../../features/legal/index.ts')).PortalAgreementScreen,
  privacy: async () => (await import('../../features/legal/index.ts')).PortalPrivacyScreen,
  imprint: async () => (await import('../../features/legal/index.ts')).PortalImprintScreen,
  cookies: async () => (await import('../../features/legal/index.ts')).PortalCookiesScreen,
};

export async function loadScreen(screen: string): Promise<ComponentType> {
  const load = SCREENS[screen];
  if (load) return load();
  return (await import('./placeholder-screen.tsx')).PlaceholderScreen;
}

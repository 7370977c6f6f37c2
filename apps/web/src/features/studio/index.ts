export { StudioRedirect } from './studio-redirect.tsx';
export { StudioScreen } from './studio-screen.tsx';
export { UnknownStudio } from './unknown-studio.tsx';

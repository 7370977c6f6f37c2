export { StudioRedirect } from './studio-redirect.tsx';
export { StudioScreen } from './studio-screen.tsx';

export { StudioConnectScreen } from './studio-connect-screen.tsx';

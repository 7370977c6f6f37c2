export { HomeScreen } from './home-screen.tsx';
export { StudioListScreen } from './studio-list-screen.tsx';

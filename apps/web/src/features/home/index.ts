export { HomeScreen } from './home-screen.tsx';

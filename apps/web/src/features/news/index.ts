export { NewsScreen } from './news-screen.tsx';

export { TrialSessionScreen } from './trial-session-screen.tsx';

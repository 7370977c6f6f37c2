export { DevGalleryScreen } from './dev-gallery-screen.tsx';

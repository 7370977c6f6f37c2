import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so the router's scroll restoration has nothing to scroll; keep its log quiet.
window.scrollTo = () => undefined;

afterEach(() => cleanup());

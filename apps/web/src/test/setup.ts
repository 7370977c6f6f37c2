import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so the router's scroll restoration has nothing to scroll; keep its log quiet.
window.scrollTo = () => undefined;

// A whole-app render on a busy two-core CI machine can take longer than the default second to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

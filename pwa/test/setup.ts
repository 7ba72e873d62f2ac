import 'fake-indexeddb/auto';
// DOM matchers (toBeInTheDocument, toHaveTextContent, ...) on Vitest's expect, typed.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give a loaded machine (CI runs the suites beside the e2e browser) five seconds, not one: a screen that
// never gets there still fails, one that gets there late no longer does.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
